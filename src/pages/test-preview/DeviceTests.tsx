// Checks a developer runs on a real phone: the camera/photo picker, the contact picker and
// geolocation, each showing what the browser gave back.
import { useState } from 'react';
import { devText } from './strings';

interface ContactsManager {
  select: (
    props: string[],
    opts: { multiple: boolean },
  ) => Promise<Array<Record<string, string[]>>>;
}

export function DeviceTests() {
  const [photo, setPhoto] = useState<string>('');
  const [contact, setContact] = useState('');
  const [location, setLocation] = useState('');

  const pickContact = async () => {
    const contacts = (navigator as Navigator & { contacts?: ContactsManager }).contacts;
    if (!contacts) return setContact(devText.contactUnsupported);
    try {
      const [first] = await contacts.select(['name', 'tel'], { multiple: false });
      setContact(JSON.stringify(first ?? {}));
    } catch (e) {
      setContact(String(e));
    }
  };

  const locate = () => {
    // Missing outside a secure context (a phone on the dev machine's plain http address).
    if (!('geolocation' in navigator)) return setLocation(devText.locationUnsupported);
    setLocation(devText.locating);
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setLocation(
          `${p.coords.latitude.toFixed(5)}, ${p.coords.longitude.toFixed(5)} (±${Math.round(p.coords.accuracy)} m)`,
        ),
      (e) => setLocation(e.message || `error ${e.code}`),
      { timeout: 10_000 },
    );
  };

  return (
    <div css={{ display: 'grid', gap: 10 }}>
      <label>
        {devText.photo}{' '}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(e) => {
            const file = e.target.files?.[0];
            setPhoto(file ? `${file.name} ${file.type} ${Math.round(file.size / 1024)} KB` : '');
          }}
        />
      </label>
      {photo && <output>{photo}</output>}
      <button type="button" onClick={() => void pickContact()}>
        {devText.contact}
      </button>
      {contact && <output>{contact}</output>}
      <button type="button" onClick={locate}>
        {devText.location}
      </button>
      {location && <output>{location}</output>}
    </div>
  );
}
