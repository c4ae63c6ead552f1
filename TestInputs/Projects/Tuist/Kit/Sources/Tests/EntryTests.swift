struct EntryTests {}
