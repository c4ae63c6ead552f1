struct NotCompiled {}
