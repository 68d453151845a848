import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWebVisitForTests, useRecordWebVisit } from './record-web-visit';

function Visit({ path }: { path: string }) {
  useRecordWebVisit(path);
  return null;
}

describe('useRecordWebVisit', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    resetWebVisitForTests();
    fetchMock.mockResolvedValue(new Response('{"message":"ok"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('posts one visit with browser and OS when the path is /', () => {
    const { rerender } = render(<Visit path="/" />);
    rerender(<Visit path="/stores" />);
    rerender(<Visit path="/" />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/estadisticas/visita-web');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body.urlVisitada).toBe(window.location.href);
    expect(body.metadata).toEqual({ navegador: expect.any(String), sistemaOperativo: expect.any(String) });
  });

  it('posts nothing on other pages', () => {
    render(<Visit path="/faq" />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
