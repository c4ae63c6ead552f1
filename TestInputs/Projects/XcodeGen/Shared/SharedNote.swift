public struct SharedNote {}
