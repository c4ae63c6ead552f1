// Placeholder until the CLI lands.
print("intent-metadata")
