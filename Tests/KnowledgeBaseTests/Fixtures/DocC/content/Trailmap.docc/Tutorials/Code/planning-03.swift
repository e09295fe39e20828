import Trailmap

let cedar = Trail(name: "Cedar Loop", difficulty: .easy)
let hours: Double = hikingTime(for: cedar)
print("About \(hours) hours")
