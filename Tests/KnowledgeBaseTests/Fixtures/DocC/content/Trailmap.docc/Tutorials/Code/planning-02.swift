import Trailmap

let cedar = Trail(name: "Cedar Loop", difficulty: .easy)
let km = cedar.length(in: .kilometres)
