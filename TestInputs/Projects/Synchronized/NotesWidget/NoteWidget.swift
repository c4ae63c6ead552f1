import WidgetKit

struct NoteWidget {
    var kind = "NoteWidget"
}
