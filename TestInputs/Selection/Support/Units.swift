/// Water is measured in whole millilitres.
typealias Millilitres = Int
