const loading = new Map<string, Promise<void>>();

/**
 * Loads a provider's script once per page (later callers share the first load); a failed load
 * is forgotten so that the next attempt tries again.
 */
export function loadScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(url);
      reject(new Error(`Could not load ${url}`));
    };
    document.head.append(script);
  });
  loading.set(url, load);
  return load;
}
