// The iOS back event (contract loan.md: "Pages here register for it") on a page that asks
// nothing before leaving: it does what the title bar's back does (src/app/chrome.ts).
import { useEffect } from 'react';
import { onNativeEvent } from '../bridge/native-events';
import { appChrome } from './chrome';
import { useNavigate } from './router';

export function useNativeBackIsBack(): void {
  const navigate = useNavigate();
  useEffect(() => onNativeEvent('iosBack', appChrome(navigate).goBack), [navigate]);
}
