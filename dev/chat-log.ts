// What both emulators' chat stores keep alike: each chat's entries in order, a version that counts
// every change, and the listeners told of each change (the /dev chat pages wait on them).

export class ChatLog<Id, Entry> {
  protected readonly entries = new Map<Id, Entry[]>();
  private readonly listeners = new Set<(chatId: Id | undefined) => void>();
  private changes = 0;

  get version(): number {
    return this.changes;
  }

  /** `chatId` is the chat that changed; undefined when the change is not one chat's. */
  onChange(listener: (chatId: Id | undefined) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A change that adds no entry (an edit, a deletion, a delivery mark) is told here. */
  changed(chatId?: Id): void {
    this.changes += 1;
    // A copy: a listener may unsubscribe itself while it is told.
    for (const listener of [...this.listeners]) listener(chatId);
  }

  protected append(chatId: Id, entry: Entry): void {
    const list = this.entries.get(chatId) ?? [];
    list.push(entry);
    this.entries.set(chatId, list);
    this.changed(chatId);
  }
}
