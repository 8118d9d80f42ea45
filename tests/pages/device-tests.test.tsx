// /testPreview's device checks (SPEC §2: photo, contact and geolocation tests): each shows
// what the browser gave back, or that it cannot.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceTests } from '../../src/pages/test-preview/DeviceTests';
import { devText } from '../../src/pages/test-preview/strings';

const outputs = () => screen.queryAllByRole('status').map((o) => o.textContent);

function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  setNavigator('contacts', undefined);
  setNavigator('geolocation', undefined);
  delete (navigator as { contacts?: unknown }).contacts;
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('device checks', () => {
  it('a photo shows its name, type and size', () => {
    render(<DeviceTests />);
    const photo = new File([new Uint8Array(2048)], 'receipt.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText(devText.photo), { target: { files: [photo] } });
    expect(outputs()).toEqual(['receipt.jpg image/jpeg 2 KB']);
  });

  it('a picked contact shows what the picker gave; without a picker it says so', async () => {
    render(<DeviceTests />);
    fireEvent.click(screen.getByRole('button', { name: devText.contact }));
    expect(await screen.findByText(devText.contactUnsupported)).toBeTruthy();
    const select = vi.fn().mockResolvedValue([{ name: ['Ana'], tel: ['0917'] }]);
    setNavigator('contacts', { select });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: devText.contact })));
    expect(select).toHaveBeenCalledWith(['name', 'tel'], { multiple: false });
    expect(await screen.findByText('{"name":["Ana"],"tel":["0917"]}')).toBeTruthy();
  });

  it('the location shows its coordinates, an error its message, and no geolocation says so', () => {
    render(<DeviceTests />);
    const get = () => screen.getByRole('button', { name: devText.location });
    fireEvent.click(get());
    expect(screen.getByText(devText.locationUnsupported)).toBeTruthy();
    let answer: (p: unknown) => void = () => {};
    let refuse: (e: unknown) => void = () => {};
    setNavigator('geolocation', {
      getCurrentPosition: (ok: (p: unknown) => void, fail: (e: unknown) => void) => {
        answer = ok;
        refuse = fail;
      },
    });
    fireEvent.click(get());
    expect(screen.getByText(devText.locating)).toBeTruthy();
    act(() => answer({ coords: { latitude: 14.5995, longitude: 120.9842, accuracy: 12.4 } }));
    expect(screen.getByText('14.59950, 120.98420 (±12 m)')).toBeTruthy();
    fireEvent.click(get());
    act(() => refuse({ code: 1, message: 'User denied Geolocation' }));
    expect(screen.getByText('User denied Geolocation')).toBeTruthy();
  });
});
