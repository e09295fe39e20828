// snippet.hide
import Trailmap

// snippet.show

// snippet.measure
let cedar = Trail(name: "Cedar Loop", difficulty: .easy)
let km = cedar.length(in: .kilometres)
// snippet.end

print(km)
