struct NoteWidget {}
