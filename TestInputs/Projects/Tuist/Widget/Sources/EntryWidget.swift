struct EntryWidget {}
