import Foundation

extension SymbolMap {
  /// SF Symbols 6 (iOS 18) names for symbols that had other names before, drawn as the older name is: the skip
  /// buttons of media players (`gobackward.15` is now `15.arrow.trianglehead.counterclockwise`, `goforward.15`
  /// `15.arrow.trianglehead.clockwise`), the circular arrows (`arrow.clockwise` is now
  /// `arrow.trianglehead.clockwise`), AirPlay (`airplayaudio` is now `airplay.audio`) and `airpods.max` (was
  /// `airpodsmax`). Xcode 16's SF Symbols app lists each old name under "Previously named". SF Symbols 1 names
  /// that SF Symbols 2 renamed draw as their new name does (`arrow.down.to.line.alt` is now
  /// `arrow.down.to.line.compact`), and the arrows that follow the layout direction draw as their left-to-right
  /// form (`arrow.forward.to.line` as `arrow.right.to.line`), as `arrow.forward` is drawn as a right arrow.
  static let renamedNames: [String: String] = {
    var names = [
      "arrow.trianglehead.clockwise": "arrow.clockwise",
      "arrow.trianglehead.counterclockwise": "arrow.counterclockwise",
      "arrow.trianglehead.2.clockwise": "arrow.triangle.2.circlepath",
      "airplay.audio": "airplayaudio",
      "airplay.video": "airplayvideo",
      "airpods.max": "airpodsmax",
    ]
    for direction in ["up", "down", "left", "right"] {
      names["arrow.\(direction).to.line.alt"] = "arrow.\(direction).to.line.compact"
    }
    for (direction, drawn) in [("forward", "right"), ("backward", "left")] {
      names["arrow.\(direction).to.line"] = "arrow.\(drawn).to.line"
      names["arrow.\(direction).to.line.compact"] = "arrow.\(drawn).to.line.compact"
    }
    for seconds in [5, 10, 15, 30, 45, 60, 75, 90] {
      names["\(seconds).arrow.trianglehead.counterclockwise"] = "gobackward.\(seconds)"
      names["\(seconds).arrow.trianglehead.clockwise"] = "goforward.\(seconds)"
    }
    return names
  }()
}
