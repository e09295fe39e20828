import Trailmap

let cedar = Trail(name: "Cedar Loop", difficulty: .easy)
