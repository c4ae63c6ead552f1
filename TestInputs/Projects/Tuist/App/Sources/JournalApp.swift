@main
struct JournalApp {}
