// A half-finished file: the string below never ends.
struct Scratch {
    let note = "remember to buy seeds
}
