import Foundation

extension SymbolMap {
  /// SF Symbol names from a fresh usage sample of public code (docs/sf-symbols-usage-sample.txt) that
  /// still drew the placeholder, mapped to Bootstrap Icons of the same meaning, with the `.fill`,
  /// `.circle` and `.square` neighbours Bootstrap also draws. Names Bootstrap has no drawing of the same
  /// meaning for (people in motion, brains, food, animals, sports) are drawn by the project's own SVGs in
  /// `Assets/Icons`, found before this map; a name neither has stays loud.
  static let usageNames: [String: String] = digitNames.merging([
    // Devices and media
    "airpods": "earbuds",
    "airpodspro": "earbuds",
    "airpodsmax": "headphones",
    "beats.headphones": "headphones",
    "computermouse": "mouse",
    "computermouse.fill": "mouse-fill",
    "keyboard.fill": "keyboard-fill",
    "sdcard": "sd-card",
    "sdcard.fill": "sd-card-fill",
    "cable.connector": "usb-plug",
    "recordingtape": "voicemail",
    "play.rectangle.on.rectangle": "collection-play",
    "play.rectangle.on.rectangle.fill": "collection-play-fill",
    "battery.0percent": "battery",
    "battery.50percent": "battery-half",
    "battery.100percent": "battery-full",
    "battery.100percent.bolt": "battery-charging",
    // Documents, text and editing
    "tablecells": "table",
    "tablecells.fill": "table",
    "text.justify.left": "justify-left",
    "eraser": "eraser",
    "eraser.fill": "eraser-fill",
    "chart.bar.doc.horizontal": "file-earmark-bar-graph",
    "chart.bar.doc.horizontal.fill": "file-earmark-bar-graph-fill",
    "heart.text.clipboard": "clipboard-heart",
    "heart.text.clipboard.fill": "clipboard-heart-fill",
    "squareshape.split.3x3": "grid-3x3",
    "grid": "grid-3x3",
    "rectangle.grid.2x2": "grid",
    "rectangle.grid.2x2.fill": "grid-fill",
    "minus.rectangle": "dash-square",
    "minus.rectangle.fill": "dash-square-fill",
    "square.3.layers.3d.top.filled": "layers-half",
    "square.stack.3d.up.fill": "stack",
    "books.vertical.fill": "book-half",
    "bubble.left.and.text.bubble.right": "chat-left-text",
    "megaphone": "megaphone",
    "megaphone.fill": "megaphone-fill",
    "ticket": "ticket",
    "ticket.fill": "ticket-fill",
    "puzzlepiece.extension": "puzzle",
    "puzzlepiece.extension.fill": "puzzle-fill",
    "cube.box": "box",
    "cube.box.fill": "box-fill",
    "shield.slash": "shield-slash",
    "shield.slash.fill": "shield-slash-fill",
    "questionmark.square.fill": "question-square-fill",
    // Arrows and shapes
    "arrow.left.and.right": "arrow-left-right",
    "arrow.down.forward.square": "arrow-down-right-square",
    "arrow.down.forward.square.fill": "arrow-down-right-square-fill",
    "arrow.down.right.square": "arrow-down-right-square",
    "arrow.down.right.square.fill": "arrow-down-right-square-fill",
    "arrowtriangle.forward": "caret-right",
    "arrowtriangle.forward.fill": "caret-right-fill",
    "arrowtriangle.backward": "caret-left",
    "arrowtriangle.backward.fill": "caret-left-fill",
    "clock.arrow.2.circlepath": "clock-history",
    "gauge.with.needle": "speedometer",
    "gauge.with.dots.needle.33percent": "speedometer",
    "gauge.with.dots.needle.50percent": "speedometer",
    "gauge.with.dots.needle.67percent": "speedometer",
    "gauge.with.dots.needle.bottom.50percent": "speedometer",
    "rhombus": "diamond",
    "rhombus.fill": "diamond-fill",
    "infinity": "infinity",
    "circle.lefthalf.fill": "circle-half",
    "suit.heart": "suit-heart",
    "suit.heart.fill": "suit-heart-fill",
    "suit.club": "suit-club",
    "suit.club.fill": "suit-club-fill",
    "suit.diamond": "suit-diamond",
    "suit.diamond.fill": "suit-diamond-fill",
    "suit.spade": "suit-spade",
    "suit.spade.fill": "suit-spade-fill",
    // Time, calendar, weather
    "clock.circle": "clock",
    "clock.circle.fill": "clock-fill",
    "calendar.badge.checkmark": "calendar-check",
    "cloud.bolt.rain": "cloud-lightning-rain",
    "cloud.bolt.rain.fill": "cloud-lightning-rain-fill",
    "cloud.drizzle.fill": "cloud-drizzle-fill",
    "cloud.fog.fill": "cloud-fog-fill",
    "humidity": "moisture",
    "humidity.fill": "moisture",
    "thermometer.low": "thermometer-low",
    "thermometer.medium": "thermometer-half",
    "thermometer.high": "thermometer-high",
    "thermometer.snowflake": "thermometer-snow",
    "thermometer.sun.fill": "thermometer-sun",
    "globe.europe.africa.fill": "globe-europe-africa",
    "globe.asia.australia.fill": "globe-asia-australia",
    // Food, transport, places
    "cup.and.heat.waves": "cup-hot",
    "cup.and.heat.waves.fill": "cup-hot-fill",
    "train.side.front.car": "train-front",
    "tram.fill": "train-front-fill",
    "tram.fill.tunnel": "train-front-fill",
  ]) { first, _ in first }

  /// `0.circle` … `9.square.fill`: Bootstrap draws every digit in a circle and a square, outlined and filled.
  static let digitNames: [String: String] = {
    var names: [String: String] = [:]
    for digit in 0...9 {
      for (shape, icon) in [("circle", "circle"), ("square", "square")] {
        names["\(digit).\(shape)"] = "\(digit)-\(icon)"
        names["\(digit).\(shape).fill"] = "\(digit)-\(icon)-fill"
      }
    }
    return names
  }()
}
