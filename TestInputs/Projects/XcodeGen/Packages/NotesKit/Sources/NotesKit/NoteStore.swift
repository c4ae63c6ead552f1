public struct NoteStore {}
