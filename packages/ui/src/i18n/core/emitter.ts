type Listener = (...args: never[]) => void;

/**
 * i18next's event emitter, as react-i18next uses it: `on`/`off` for 'languageChanged' (and the
 * store's 'added'), `once`. A listener added twice runs twice and one `off` removes it, as there.
 */
export class Emitter {
  private readonly listeners = new Map<string, Map<Listener, number>>();

  on(events: string, listener: Listener): this {
    for (const event of events.split(' ')) {
      const set = this.listeners.get(event) ?? new Map<Listener, number>();
      set.set(listener, (set.get(listener) ?? 0) + 1);
      this.listeners.set(event, set);
    }
    return this;
  }

  off(events: string, listener?: Listener): void {
    for (const event of events.split(' ')) {
      if (listener) this.listeners.get(event)?.delete(listener);
      else this.listeners.delete(event);
    }
  }

  once(event: string, listener: Listener): this {
    const wrapper = (...args: never[]) => {
      listener(...args);
      this.off(event, wrapper);
    };
    return this.on(event, wrapper);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const [listener, times] of [...(this.listeners.get(event) ?? [])]) {
      for (let i = 0; i < times; i++) (listener as (...a: unknown[]) => void)(...args);
    }
  }
}
