@main
struct NotesApp {}
