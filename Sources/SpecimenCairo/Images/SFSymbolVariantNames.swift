/// The variants SF Symbols has of glyphs that are symbols themselves, for the ones Specimen composes
/// (`SymbolDecoration`): the glyphs `g` for which `g.circle`, `g.circle.fill`, `g.square`,
/// `g.square.fill`, `g.slash` or `g.slash.fill` exists.
///
/// Taken from the names SF Symbols 1.0 to 7.0 publish (iOS 13 to iOS 26; the SF Symbols app's name
/// list, as the open-source SFSafeSymbols package records it per release). Only these are composed from
/// their glyph: a variant SF Symbols lacks is missing on iOS too, and `symbolVariant(.circle)` then
/// falls back to the bare glyph. Most glyphs have a variant in both forms, outlined and `.fill`; each
/// decoration lists those once, then the glyphs with only one form.
enum SFSymbolVariantNames {
  /// Whether SF Symbols has `name`, a variant of a glyph it also has.
  static func contains(_ name: String) -> Bool { names.contains(name) }

  static let names: Set<String> = {
    var names = Set<String>()
    for (decoration, both, outlinedOnly, filledOnly) in [("circle", circle, circleOnly, circleFillOnly),
                                                        ("square", square, squareOnly, squareFillOnly),
                                                        ("slash", slash, slashOnly, slashFillOnly)] {
      for glyph in both + outlinedOnly { names.insert("\(glyph).\(decoration)") }
      for glyph in both + filledOnly { names.insert("\(glyph).\(decoration).fill") }
    }
    return names
  }()

  /// Glyphs with both `.circle` and `.circle.fill`.
  static let circle: [String] = [
    "2h", "4a", "4h", "4l", "a", "abs", "airplane", "airplay.audio", "airplay.video", "airplayaudio", "airplayvideo",
    "american.football", "american.football.professional", "ant", "antenna.radiowaves.left.and.right",
    "antenna.radiowaves.left.and.right.slash", "apple.meditate", "apple.terminal", "archivebox",
    "arrow.2.circlepath", "arrow.backward", "arrow.backward.to.line", "arrow.clockwise", "arrow.counterclockwise",
    "arrow.down", "arrow.down.backward", "arrow.down.backward.and.arrow.up.forward", "arrow.down.forward",
    "arrow.down.forward.and.arrow.up.backward", "arrow.down.left", "arrow.down.left.and.arrow.up.right",
    "arrow.down.left.arrow.up.right", "arrow.down.right", "arrow.down.right.and.arrow.up.left", "arrow.down.to.line",
    "arrow.forward", "arrow.forward.to.line", "arrow.left", "arrow.left.and.right", "arrow.left.arrow.right",
    "arrow.left.to.line", "arrow.right", "arrow.right.arrow.left", "arrow.right.to.line",
    "arrow.triangle.2.circlepath", "arrow.trianglehead.2.clockwise.rotate.90", "arrow.trianglehead.turn.up.right",
    "arrow.up", "arrow.up.and.down", "arrow.up.arrow.down", "arrow.up.backward",
    "arrow.up.backward.and.arrow.down.forward", "arrow.up.forward", "arrow.up.forward.and.arrow.down.backward",
    "arrow.up.left", "arrow.up.left.and.arrow.down.right", "arrow.up.left.arrow.down.right", "arrow.up.right",
    "arrow.up.right.and.arrow.down.left", "arrow.up.to.line", "arrow.uturn.backward", "arrow.uturn.down",
    "arrow.uturn.forward", "arrow.uturn.left", "arrow.uturn.right", "arrow.uturn.up", "arrowshape.backward",
    "arrowshape.down", "arrowshape.forward", "arrowshape.left", "arrowshape.right", "arrowshape.turn.up.backward",
    "arrowshape.turn.up.backward.2", "arrowshape.turn.up.forward", "arrowshape.turn.up.left",
    "arrowshape.turn.up.left.2", "arrowshape.turn.up.right", "arrowshape.up", "arrowtriangle.backward",
    "arrowtriangle.down", "arrowtriangle.forward", "arrowtriangle.left", "arrowtriangle.right", "arrowtriangle.up",
    "asterisk", "at", "australian.football", "australiandollarsign", "australsign", "backpack", "backward",
    "backward.end", "bag", "bahtsign", "baseball", "basketball", "battery.100", "battery.100percent", "bed.double",
    "bell", "bell.badge", "bell.slash", "bicycle", "binoculars", "bird", "bitcoinsign", "bolt", "bolt.car",
    "bolt.horizontal", "bolt.slash", "book", "book.closed", "bookmark", "books.vertical", "brazilianrealsign",
    "briefcase", "bubble", "bubble.left", "bubble.right", "building.columns", "calendar",
    "calendar.day.timeline.leading", "calendar.day.timeline.left", "calendar.day.timeline.right",
    "calendar.day.timeline.trailing", "camera", "camera.macro", "camera.macro.slash", "car", "cart", "cat",
    "cedisign", "cellularbars", "centsign", "character", "chart.line.downtrend.xyaxis",
    "chart.line.flattrend.xyaxis", "chart.line.uptrend.xyaxis", "checkmark", "chevron.backward", "chevron.down",
    "chevron.forward", "chevron.left", "chevron.right", "chevron.up", "chineseyuanrenminbisign", "circle",
    "circle.dotted", "circle.grid.3x3", "circle.hexagongrid", "clock", "cloud", "cloud.bolt", "cloud.bolt.rain",
    "cloud.drizzle", "cloud.fog", "cloud.hail", "cloud.heavyrain", "cloud.moon", "cloud.moon.bolt",
    "cloud.moon.rain", "cloud.rain", "cloud.sleet", "cloud.snow", "cloud.sun", "cloud.sun.bolt", "cloud.sun.rain",
    "coat", "coloncurrencysign", "command", "creditcard", "cricket.ball", "cross", "cross.case", "cruzeirosign",
    "cube", "danishkronesign", "diamond", "dishwasher", "divide", "doc", "document", "dog", "dollarsign", "dongsign",
    "drop", "dryer", "eject", "ellipsis", "envelope", "environments", "environments.slash", "equal", "eurosign",
    "eurozonesign", "exclamationmark", "exclamationmark.bubble", "eye", "eye.slash", "f.cursive", "fan", "figure.2",
    "figure.american.football", "figure.archery", "figure.australian.football", "figure.badminton", "figure.barre",
    "figure.baseball", "figure.basketball", "figure.bowling", "figure.boxing", "figure.child", "figure.climbing",
    "figure.cooldown", "figure.core.training", "figure.cricket", "figure.cross.training", "figure.curling",
    "figure.dance", "figure.disc.sports", "figure.elliptical", "figure.equestrian.sports", "figure.fall",
    "figure.fencing", "figure.field.hockey", "figure.fishing", "figure.flexibility", "figure.golf",
    "figure.gymnastics", "figure.hand.cycling", "figure.handball", "figure.highintensity.intervaltraining",
    "figure.hiking", "figure.hockey", "figure.hunting", "figure.ice.hockey", "figure.ice.skating",
    "figure.indoor.cycle", "figure.indoor.rowing", "figure.indoor.soccer", "figure.jumprope", "figure.kickboxing",
    "figure.lacrosse", "figure.martial.arts", "figure.mind.and.body", "figure.mixed.cardio",
    "figure.open.water.swim", "figure.outdoor.cycle", "figure.outdoor.rowing", "figure.outdoor.soccer",
    "figure.pickleball", "figure.pilates", "figure.play", "figure.pool.swim", "figure.racquetball", "figure.roll",
    "figure.roll.runningpace", "figure.rolling", "figure.rugby", "figure.run", "figure.run.treadmill",
    "figure.sailing", "figure.skateboarding", "figure.skiing.crosscountry", "figure.skiing.downhill",
    "figure.snowboarding", "figure.socialdance", "figure.softball", "figure.squash", "figure.stair.stepper",
    "figure.stairs", "figure.step.training", "figure.strengthtraining.functional",
    "figure.strengthtraining.traditional", "figure.surfing", "figure.table.tennis", "figure.taichi", "figure.tennis",
    "figure.track.and.field", "figure.volleyball", "figure.walk", "figure.walk.suitcase.rolling",
    "figure.walk.treadmill", "figure.water.fitness", "figure.waterpolo", "figure.wave", "figure.wrestling",
    "figure.yoga", "film", "fish", "flag", "flag.2.crossed", "flag.checkered", "flag.pattern.checkered",
    "flag.slash", "flame", "flashlight.slash", "florinsign", "folder", "football", "fork.knife", "forward",
    "forward.end", "francsign", "fuelpump", "gamecontroller", "gear", "gearshape", "gift", "graduationcap",
    "greaterthan", "greaterthanorequalto", "grid", "guaranisign", "hammer", "hand.raised", "hand.thumbsdown",
    "hand.thumbsup", "handbag", "hare", "headphones", "headset", "heart", "heart.slash", "heat.waves", "hockey.puck",
    "hourglass", "house", "house.and.flag", "house.lodge", "hryvniasign", "hurricane", "hydrogen", "icloud",
    "indianrupeesign", "infinity", "info", "inset.filled.rectangle.and.person.filled", "iphone", "iphone.gen1",
    "iphone.gen1.radiowaves.left.and.right", "iphone.gen1.slash", "iphone.gen2",
    "iphone.gen2.radiowaves.left.and.right", "iphone.gen2.slash", "iphone.gen3",
    "iphone.gen3.radiowaves.left.and.right", "iphone.gen3.slash", "iphone.homebutton",
    "iphone.homebutton.radiowaves.left.and.right", "iphone.homebutton.slash", "iphone.radiowaves.left.and.right",
    "iphone.slash", "jacket", "k", "key", "kipsign", "kph", "ladybug", "ladybug.slash", "larisign", "leaf", "left",
    "lessthan", "lessthanorequalto", "lightbulb", "line.3.horizontal", "line.3.horizontal.decrease",
    "line.horizontal.3", "line.horizontal.3.decrease", "link", "lirasign", "list.bullet", "lizard", "location",
    "location.north", "location.slash", "lock", "magnifyingglass", "malaysianringgitsign", "manatsign", "map",
    "mappin", "mappin.and.ellipse", "mappin.slash", "message", "message.badge", "mic", "mic.slash", "microbe",
    "microphone", "microphone.slash", "millsign", "minus", "moon", "moon.dust", "moon.haze", "moon.stars",
    "moonrise", "moonset", "mountain.2", "mph", "multiply", "music.mic", "music.microphone", "nairasign",
    "newspaper", "norwegiankronesign", "notequal", "number", "oar.2.crossed", "paperclip", "paperplane",
    "parkingsign", "pause", "pawprint", "pencil", "person", "person.2", "person.bust", "person.crop.circle.dashed",
    "personalhotspot", "peruviansolessign", "pesetasign", "pesosign", "pet.carrier", "phone", "phone.arrow.up.right",
    "phone.down", "phone.pause", "photo", "photo.artframe", "pi", "pill", "pills", "pin", "play",
    "play.rectangle.on.rectangle", "playpause", "plus", "plusminus", "polishzlotysign", "popcorn", "power",
    "purchased", "questionmark", "recordingtape", "rectangle.fill.on.rectangle.fill", "rectangle.on.rectangle",
    "rectangle.on.rectangle.slash", "repeat", "repeat.1", "restart", "right", "rotate.3d", "rublesign", "rugbyball",
    "rupeesign", "sailboat", "scissors", "shared.with.you", "sharedwithyou", "shekelsign", "shippingbox", "shoe",
    "shoe.arrow.trianglehead.up.right", "shuffle", "signpost.and.arrowtriangle.up", "signpost.left",
    "signpost.right", "signpost.right.and.left", "singaporedollarsign", "sleep", "smoke", "snowflake", "soccerball",
    "sos", "speaker", "speaker.slash", "speaker.wave.2", "sportscourt", "square", "square.and.arrow.up",
    "square.and.pencil", "star", "staroflife", "steeringwheel", "sterlingsign", "stethoscope", "stop", "storefront",
    "suitcase", "suitcase.rolling", "suitcase.rolling.and.film", "suitcase.rolling.and.suitcase", "sun.and.horizon",
    "sun.dust", "sun.haze", "sun.horizon", "sun.max", "sun.rain", "sun.snow", "sunrise", "sunset",
    "swedishkronasign", "tag", "teletype", "teletype.answer", "tengesign", "tennis.racket", "tennisball", "tent",
    "tent.2", "theatermasks", "thermometer.snowflake", "thermometer.sun", "thermometer.variable.and.figure",
    "ticket", "timer", "toilet", "tornado", "tortoise", "tram", "trash", "trash.slash", "tray", "tree", "triangle",
    "trophy", "tropicalstorm", "tsa", "tshirt", "tugriksign", "turkishlirasign", "tv", "umbrella", "video",
    "video.slash", "viewfinder", "vision.pro", "vision.pro.slash", "visionpro", "visionpro.slash", "volleyball",
    "wake", "washer", "wave.3.backward", "wave.3.down", "wave.3.forward", "wave.3.left", "wave.3.right", "wave.3.up",
    "waveform", "wifi", "wifi.exclamationmark", "wind", "wind.snow", "wonsign", "xmark", "xmark.bin", "yensign",
  ]
  /// Glyphs with `.circle` only.
  static let circleOnly: [String] = []
  /// Glyphs with `.circle.fill` only.
  static let circleFillOnly: [String] = ["repeat.badge.xmark"]

  /// Glyphs with both `.square` and `.square.fill`.
  static let square: [String] = [
    "a", "arrow.backward", "arrow.backward.to.line", "arrow.clockwise", "arrow.counterclockwise", "arrow.down",
    "arrow.down.backward", "arrow.down.backward.and.arrow.up.forward", "arrow.down.forward",
    "arrow.down.forward.and.arrow.up.backward", "arrow.down.left", "arrow.down.left.and.arrow.up.right",
    "arrow.down.left.arrow.up.right", "arrow.down.right", "arrow.down.right.and.arrow.up.left", "arrow.down.to.line",
    "arrow.forward", "arrow.forward.to.line", "arrow.left", "arrow.left.and.right", "arrow.left.arrow.right",
    "arrow.left.to.line", "arrow.right", "arrow.right.arrow.left", "arrow.right.to.line", "arrow.up",
    "arrow.up.and.down", "arrow.up.arrow.down", "arrow.up.backward", "arrow.up.backward.and.arrow.down.forward",
    "arrow.up.forward", "arrow.up.forward.and.arrow.down.backward", "arrow.up.left",
    "arrow.up.left.and.arrow.down.right", "arrow.up.left.arrow.down.right", "arrow.up.right",
    "arrow.up.right.and.arrow.down.left", "arrow.up.to.line", "arrow.uturn.backward", "arrow.uturn.down",
    "arrow.uturn.forward", "arrow.uturn.left", "arrow.uturn.right", "arrow.uturn.up", "arrowtriangle.backward",
    "arrowtriangle.down", "arrowtriangle.forward", "arrowtriangle.left", "arrowtriangle.right", "arrowtriangle.up",
    "australiandollarsign", "australsign", "bahtsign", "bell", "bitcoinsign", "bolt", "bookmark",
    "brazilianrealsign", "button.programmable", "cedisign", "centsign", "character", "checkmark", "chevron.backward",
    "chevron.down", "chevron.forward", "chevron.left", "chevron.right", "chevron.up", "chevron.up.chevron.down",
    "chineseyuanrenminbisign", "circle", "coloncurrencysign", "command", "cruzeirosign", "curlybraces",
    "cursorarrow", "cursorarrow.slash", "danishkronesign", "divide", "dollarsign", "dongsign", "equal", "eurosign",
    "eurozonesign", "exclamationmark", "eye", "flag", "florinsign", "francsign", "greaterthan",
    "greaterthanorequalto", "guaranisign", "hand.raised", "heart", "hryvniasign", "hydrogen", "icloud",
    "indianrupeesign", "info", "k", "kipsign", "larisign", "lessthan", "lessthanorequalto", "lightswitch.off",
    "lightswitch.on", "lirasign", "location", "lock", "malaysianringgitsign", "manatsign", "mappin", "mic",
    "microphone", "millsign", "minus", "multiply", "nairasign", "norwegiankronesign", "notequal", "number",
    "parkingsign", "peruviansolessign", "pesetasign", "pesosign", "pi", "pin", "play", "plus", "pointer.arrow",
    "pointer.arrow.ipad", "pointer.arrow.ipad.slash", "pointer.arrow.slash", "polishzlotysign", "poweroutlet.type.a",
    "poweroutlet.type.b", "poweroutlet.type.c", "poweroutlet.type.d", "poweroutlet.type.e", "poweroutlet.type.f",
    "poweroutlet.type.g", "poweroutlet.type.h", "poweroutlet.type.i", "poweroutlet.type.j", "poweroutlet.type.k",
    "poweroutlet.type.l", "poweroutlet.type.m", "poweroutlet.type.n", "poweroutlet.type.o", "questionmark",
    "rectangle.on.rectangle", "rublesign", "rupeesign", "shekelsign", "singaporedollarsign", "speaker", "star",
    "sterlingsign", "swedishkronasign", "switch.programmable", "tag", "tengesign", "trash", "trash.slash",
    "tugriksign", "turkishlirasign", "video", "wifi", "wonsign", "xmark", "yensign",
  ]
  /// Glyphs with `.square` only.
  static let squareOnly: [String] = ["square.grid.3x3", "square.grid.3x3.fill", "timer"]
  /// Glyphs with `.square.fill` only.
  static let squareFillOnly: [String] = ["circle.fill"]

  /// Glyphs with both `.slash` and `.slash.fill`.
  static let slash: [String] = [
    "batteryblock", "bell", "bell.badge", "bell.badge.waveform", "bolt", "bookmark", "car.side.roof.cargo.carrier",
    "car.top.lane.dashed.departure.left", "car.top.lane.dashed.departure.right", "circle", "drop.degreesign",
    "electronic.toll.collection.rectangle", "environments", "eraser", "ev.charger", "eye", "fan", "fanblades",
    "flag", "fuelpump", "hand.raised", "hand.thumbsdown", "hand.thumbsup", "heart", "heart.badge.bolt", "house",
    "icloud", "key", "key.radiowaves.forward", "ladybug", "lightbulb", "location", "lock", "mic", "microphone",
    "minus.plus.batteryblock", "person", "person.2", "pin", "play", "rectangle", "rectangle.on.rectangle",
    "rectangle.portrait", "rectangle.portrait.on.rectangle.portrait", "rectangle.portrait.split.2x1",
    "rectangle.split.2x1", "rectangle.stack", "shield", "spatial.capture", "speaker", "square", "square.stack.3d.up",
    "star", "suv.side.roof.cargo.carrier", "tag", "text.page", "trash", "truck.side.roof.cargo.carrier", "tv",
    "video", "vision.pro", "visionpro",
  ]
  /// Glyphs with `.slash` only.
  static let slashOnly: [String] = [
    "abs.brakesignal", "ac", "antenna.radiowaves.left.and.right", "apple.haptics.and.music.note", "applewatch",
    "autostartstop", "cable.connector", "camera.macro", "car.rear.and.collision.road.lane",
    "car.rear.and.tire.marks", "car.side.rear.and.collision.and.car.side.front", "cursorarrow", "eyeglasses",
    "f.cursive", "hand.raised.brakesignal", "headphones", "inset.filled.circle", "ipad.and.iphone", "ipad.gen1",
    "ipad.gen1.landscape", "ipad.gen2", "ipad.gen2.landscape", "ipad.landscape.and.iphone", "iphone", "iphone.gen1",
    "iphone.gen1.landscape", "iphone.gen2", "iphone.gen2.landscape", "iphone.gen3", "iphone.gen3.landscape",
    "iphone.homebutton", "ipod.touch", "ipodtouch", "laptopcomputer", "livephoto", "macbook", "mappin", "memories",
    "music.note", "network", "parkingsign.brakesignal", "parkingsign.radiowaves.left.and.right", "pencil",
    "personalhotspot", "pointer.arrow", "pointer.arrow.ipad", "rectangle.and.arrow.up.right.and.arrow.down.left",
    "rectangle.landscape.rotate", "rectangle.portrait.rotate", "retarder.brakesignal", "shared.with.you",
    "sharedwithyou", "shareplay", "shield.lefthalf.fill", "shield.lefthalf.filled", "snowflake",
    "square.3.layers.3d", "square.3.layers.3d.down.left", "square.3.layers.3d.down.right", "square.3.stack.3d",
    "steeringwheel", "stroke.line.diagonal", "thermometer.medium", "traction.control.tirepressure", "tsa",
    "water.waves", "waveform", "wifi",
  ]
  /// Glyphs with `.slash.fill` only.
  static let slashFillOnly: [String] = ["rectangle.fill.on.rectangle.fill"]
}
