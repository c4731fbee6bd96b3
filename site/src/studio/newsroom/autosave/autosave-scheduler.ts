// When the editor's unsaved work is sent to PUT /admin/page/{id}/autosave: a few seconds after the last change
// (typing never waits for it), again after a failure with a growing pause, at once when the browser is back online.
// The editor shows its state in words; React hears only of state changes, never of keystrokes.

export type AutosaveState = "saved" | "unsaved" | "saving" | "offline";

export const autosaveStateWords: Record<AutosaveState, string> = {
  saved: "Saved",
  unsaved: "Unsaved changes",
  saving: "Saving…",
  offline: "Offline, will retry",
};

/** What one send came to: stored, not reachable (retry later), or refused for good (nothing to retry). */
export type AutosaveOutcome = "stored" | "unreachable" | "refused";

type Options = {
  send: () => Promise<AutosaveOutcome>;
  onState?: (state: AutosaveState) => void;
  delayMs?: number;
  /** First retry pause; doubles to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Where online/offline events come from (the window in a browser). */
  events?: Pick<Window, "addEventListener" | "removeEventListener">;
};

export class AutosaveScheduler {
  private state: AutosaveState = "saved";
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending: Promise<void> | null = null;
  /** A change came while a send was under way: that send did not carry it. */
  private changedWhileSending = false;
  private retryPause: number;
  private readonly listeners = new Set<() => void>();
  private readonly onOnline = () => {
    if (this.state === "offline") this.schedule(0);
  };
  private readonly onOffline = () => {
    if (this.state !== "saved") this.setState("offline");
  };

  constructor(private readonly options: Options) {
    this.retryPause = options.retryMs ?? 2_000;
    options.events?.addEventListener("online", this.onOnline);
    options.events?.addEventListener("offline", this.onOffline);
  }

  get current(): AutosaveState {
    return this.state;
  }

  /** Hears each change of state (useSyncExternalStore's subscribe): only the status text re-renders, not the form. */
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Work not yet stored anywhere: what a closing tab would lose. */
  get hasUnsentWork(): boolean {
    return this.state !== "saved";
  }

  /** Something was typed or changed: send it once typing pauses. */
  changed() {
    if (this.sending) this.changedWhileSending = true;
    if (this.state !== "offline") this.setState("unsaved");
    this.schedule(this.options.delayMs ?? 3_000);
  }

  /** The page itself was saved (which clears the autosave on the server): nothing is pending. */
  settled() {
    this.clearTimer();
    this.changedWhileSending = false;
    this.setState("saved");
  }

  /** Sends now what is pending (before leaving, say); resolves when that send is over. */
  async flush(): Promise<void> {
    if (this.sending) await this.sending;
    if (this.state === "saved") return;
    this.clearTimer();
    await this.run();
  }

  dispose() {
    this.clearTimer();
    this.options.events?.removeEventListener("online", this.onOnline);
    this.options.events?.removeEventListener("offline", this.onOffline);
  }

  private setState(state: AutosaveState) {
    if (state === this.state) return;
    this.state = state;
    this.options.onState?.(state);
    for (const listener of this.listeners) listener();
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delay: number) {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delay);
  }

  private async run() {
    if (this.sending) {
      this.changedWhileSending = true;
      return;
    }
    this.changedWhileSending = false;
    if (this.state !== "offline") this.setState("saving");
    this.sending = this.options.send().then(
      (outcome) => this.after(outcome),
      () => this.after("unreachable"),
    );
    await this.sending;
    this.sending = null;
  }

  private after(outcome: AutosaveOutcome) {
    if (outcome === "unreachable") {
      this.setState("offline");
      this.schedule(this.retryPause);
      this.retryPause = Math.min(this.retryPause * 2, this.options.maxRetryMs ?? 60_000);
      return;
    }
    this.retryPause = this.options.retryMs ?? 2_000;
    if (this.changedWhileSending) {
      this.setState("unsaved");
      this.schedule(this.options.delayMs ?? 3_000);
    } else if (outcome === "stored") this.setState("saved");
    else this.setState("unsaved");
  }
}
