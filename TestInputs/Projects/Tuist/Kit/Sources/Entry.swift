public struct Entry {}
