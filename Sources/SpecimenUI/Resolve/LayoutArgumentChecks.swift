import Foundation

// Layout arguments that cannot be honoured as given (NaN, ±∞ where a length is needed, a negative
// fixed frame, min > max) are clamped by the layout engine (see SpecimenLayout's Sanitizing.swift and
// rules 12, 13, 18 and 25 of docs/layout-rules.md). SwiftUI lays them out too and logs a console
// warning ("Invalid frame dimension (negative or non-finite).", "Contradictory frame constraints
// specified."); Specimen reports the same as a render warning that names the modifier and the value,
// so a design system sees it in the run's output instead of a silently different frame.
//
// The checks run where the node is made, inside a resolve pass, and cost one comparison per argument.

extension ResolvedNode.Kind {
  /// Reports, as `ResolveIssue`s of kind `.invalidNumber`, the arguments of this node's modifier that
  /// layout cannot honour as given; a stack or grid is named `writtenAs` when it was written as a layout
  /// value (`VStackLayout`, `GridLayout`), by its view's name otherwise.
  func reportUnusableLayoutArguments(writtenAs written: String? = nil) {
    switch self {
    case .frame(let width, let height, _):
      LayoutArgumentCheck.fixedFrame("width", width)
      LayoutArgumentCheck.fixedFrame("height", height)
    case .flexFrame(let spec):
      // A maximum of 10³⁰⁰ fills the proposal like .infinity; a minimum or ideal that long is laid out as given.
      for (label, value) in [("minWidth", spec.minWidth), ("idealWidth", spec.idealWidth), ("minHeight", spec.minHeight), ("idealHeight", spec.idealHeight)] {
        LayoutArgumentCheck.longerThanAnyScreen(".frame(\(label):)", value, effect: "the frame is at least that long")
      }
      LayoutArgumentCheck.flexibleFrame(min: ("minWidth", spec.minWidth), ideal: ("idealWidth", spec.idealWidth), max: ("maxWidth", spec.maxWidth))
      LayoutArgumentCheck.flexibleFrame(min: ("minHeight", spec.minHeight), ideal: ("idealHeight", spec.idealHeight),
                                        max: ("maxHeight", spec.maxHeight))
    case .padding(let insets), .safeAreaPadding(let insets):
      // Every padded view passes here: the common all-finite case allocates nothing.
      // A long positive inset fails on the canvas size and is named there (OversizedCanvasError.lengths); a long
      // negative one pulls the view out of its frame, leaving nothing to see.
      let longest = LayoutArgumentCheck.longestLength
      if min(insets.top, insets.leading, insets.bottom, insets.trailing) < -longest {
        var modifier = ".padding"
        if case .safeAreaPadding = self { modifier = ".safeAreaPadding" }
        for (edge, value) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)] {
          LayoutArgumentCheck.longerThanAnyScreen("\(modifier) \(edge)", value < 0 ? value : nil, effect: "the view is drawn that far outside its frame")
        }
      }
      if insets.top.isFinite, insets.leading.isFinite, insets.bottom.isFinite, insets.trailing.isFinite { break }
      let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
      for value in Set(edges.map(\.1).filter { !$0.isFinite }.map(LayoutArgumentCheck.text)).sorted() {
        let named = edges.filter { LayoutArgumentCheck.text($0.1) == value }.map(\.0).joined(separator: ", ")
        LayoutArgumentCheck.report(".padding(\(value)) on \(named) is not a finite length; "
          + (value == "nan" ? "laid out as 0" : "use a finite inset"))
      }
    case .offset(let offset):
      LayoutArgumentCheck.coordinate(".offset", "x", offset.width)
      LayoutArgumentCheck.coordinate(".offset", "y", offset.height)
    case .position(let point):
      LayoutArgumentCheck.coordinate(".position", "x", point.x)
      LayoutArgumentCheck.coordinate(".position", "y", point.y)
    case .aspectRatio(let ratio?, _) where !(ratio.isFinite && ratio > 0):
      LayoutArgumentCheck.report(".aspectRatio(\(LayoutArgumentCheck.text(ratio))) is not a positive finite ratio; "
        + "laid out as if no ratio were given (the view's own aspect ratio)")
    case .layoutValue(let entry) where entry.key == ObjectIdentifier(GridCellColumnsKey.self):
      // SwiftUI spans at least one column; the grid clamps a smaller count to 1 (GridTable).
      if let count = entry.value as? Int, count < 1 {
        LayoutArgumentCheck.report(".gridCellColumns(\(count)) spans fewer than one column; laid out spanning 1 column. "
          + "Give a count of 1 or more")
      } else if let count = entry.value as? Int, count > GridLayout.maximumColumns {
        // The grid makes every spanned column (most of them empty, each with a gap), so one cell can widen it by thousands of points.
        LayoutArgumentCheck.report(".gridCellColumns(\(count)) spans more columns than a Grid lays out (GridLayout.maximumColumns, "
          + "\(GridLayout.maximumColumns) columns); laid out spanning from its column to the last of the "
          + "\(GridLayout.maximumColumns), with the grid's spacing between each two. Give a count of \(GridLayout.maximumColumns) or fewer")
      }
    case .effect(.matchedGeometry(let entry)) where !(entry.anchor.x.isFinite && entry.anchor.y.isFinite):
      // Layout matches such an anchor at the centre (UnitPoint.finiteOrCenter), so the view is not moved off every position.
      LayoutArgumentCheck.report(".matchedGeometryEffect(anchor: UnitPoint(x: \(LayoutArgumentCheck.text(entry.anchor.x)), "
        + "y: \(LayoutArgumentCheck.text(entry.anchor.y)))) is not a finite anchor; matched at the centre (.center). "
        + "Give an anchor with finite coordinates, such as .topLeading or UnitPoint(x: 0.5, y: 1)")
    case .layoutPriority(let value) where value.isNaN:
      LayoutArgumentCheck.report(".layoutPriority(nan) is not a number; laid out with priority 0")
    case .stack(let spec):
      let stack = written ?? (spec.axis == .horizontal ? "HStack" : "VStack")
      LayoutArgumentCheck.longerThanAnyScreen("\(stack)(spacing:)", spec.spacing, effect: "its views are laid out that far apart")
      if let spacing = spec.spacing, !spacing.isFinite {
        LayoutArgumentCheck.report("\(stack)(spacing: \(LayoutArgumentCheck.text(spacing))) is not a finite length; "
          + (spacing.isNaN ? "laid out with spacing 0" : "use a finite spacing"))
      }
    case .grid(let spec):
      for (name, spacing) in [("horizontalSpacing", spec.horizontalSpacing), ("verticalSpacing", spec.verticalSpacing)] {
        let grid = written ?? "Grid"
        LayoutArgumentCheck.longerThanAnyScreen("\(grid)(\(name):)", spacing, effect: "its cells are laid out that far apart")
        if let spacing, !spacing.isFinite {
          LayoutArgumentCheck.report("\(grid)(\(name): \(LayoutArgumentCheck.text(spacing))) is not a finite length; laid out with spacing 0")
        }
      }
    case .spacer(let minLength?) where minLength.isFinite:
      // A negative minimum counts as 0, however long.
      LayoutArgumentCheck.longerThanAnyScreen("Spacer(minLength:)", minLength > 0 ? minLength : nil, effect: "the spacer is at least that long")
    case .spacer(let minLength?) where !minLength.isFinite:
      LayoutArgumentCheck.report("Spacer(minLength: \(LayoutArgumentCheck.text(minLength))) is not a finite length; "
        + (minLength == .infinity ? "use a finite minimum" : "laid out with minimum length 0"))
    default:
      break
    }
  }
}

/// The warnings for layout arguments, in the words SwiftUI's own console warnings use where it has them.
package enum LayoutArgumentCheck {
  package static func report(_ message: String) { ResolveIssues.report(ResolveIssue(.invalidNumber, message)) }

  /// The widest `.border(_:width:)` drawn: 100 000 pt, far wider than any screen. A wider border (1e20) would be
  /// inset past its view into a rectangle with infinite coordinates, reported only as a broken path.
  static let maxBorderWidth: CGFloat = 100_000

  /// A number as Swift prints it, with the infinities spelled `inf`.
  package static func text(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    return "\(Double(value))"
  }

  /// Rule 12: a fixed frame dimension that is negative or not finite is ignored.
  static func fixedFrame(_ label: String, _ value: CGFloat?) {
    guard let value, !(value.isFinite && value >= 0) else { return }
    report(".frame(\(label): \(text(value))): invalid frame dimension (negative or non-finite), as SwiftUI warns; "
      + "laid out as if \(label) were not given")
  }

  /// Rule 13: NaN counts as not given, a negative minimum as 0, and a maximum below the minimum or the
  /// ideal is raised to it (SwiftUI: "Contradictory frame constraints specified.").
  static func flexibleFrame(min: (String, CGFloat?), ideal: (String, CGFloat?), max: (String, CGFloat?)) {
    // The common case (every bound absent or a finite non-negative length, the maximum not below
    // the others) has nothing to report; checked without the arrays below, as every flexible frame passes here.
    func ordinary(_ value: CGFloat?) -> Bool { value.map { $0.isFinite && $0 >= 0 } ?? true }
    if ordinary(min.1), ordinary(ideal.1),
       max.1.map({ !$0.isNaN && $0 >= (min.1 ?? 0) && $0 >= (ideal.1 ?? 0) }) ?? true { return }
    for (label, value) in [min, ideal, max] {
      guard let value, value.isNaN || (value < 0 && label != max.0) || (value.isInfinite && label != max.0) else { continue }
      let effect = value.isNaN ? "laid out as if \(label) were not given" : value < 0 ? "laid out as 0" : "use a finite length"
      report(".frame(\(label): \(text(value))): invalid frame dimension (negative or non-finite), as SwiftUI warns; \(effect)")
    }
    let lower = [min.1, ideal.1].compactMap { $0 }.filter { !$0.isNaN }.max()
    if let upper = max.1, !upper.isNaN, let lower, upper < lower {
      report(".frame(\(max.0): \(text(upper))) is below \(lower == min.1 ? min.0 : ideal.0) \(text(lower)): contradictory frame "
        + "constraints, as SwiftUI warns; \(max.0) raised to \(text(lower))")
    }
  }

  /// The longest length taken as meant: 1 000 000 pt, hundreds of times the longest screen. A finite length beyond it
  /// (10³⁰⁰ from a unit mix-up or an overflow) is laid out as given, as SwiftUI does, which leaves nothing to see or a
  /// canvas too large to draw; the warning names the modifier, so the cell's error is not the only word on it.
  package static let longestLength: CGFloat = 1_000_000

  /// How a warning says a length passed `longestLength`: "longer than any screen (over 1000000 pt, …)".
  package static let beyondAnyScreen = "longer than any screen (over \(NumberText.describe(longestLength)) pt, LayoutArgumentCheck.longestLength)"

  /// Reports `value` when it is finite and longer than `longestLength` either way, naming `modifier` and the `effect`
  /// of laying it out as given.
  static func longerThanAnyScreen(_ modifier: String, _ value: CGFloat?, effect: String) {
    guard let value, value.isFinite, abs(value) > longestLength else { return }
    let named = modifier.hasSuffix(":)") ? String(modifier.dropLast()) + " \(text(value)))" : "\(modifier) \(text(value))"
    report("\(named) is \(beyondAnyScreen); "
      + "laid out as given, so \(effect). Give a length that fits on a screen")
  }

  /// Offsets and positions: NaN counts as 0; an infinite one moves the view out of every image.
  static func coordinate(_ modifier: String, _ label: String, _ value: CGFloat) {
    longerThanAnyScreen("\(modifier)(\(label):)", value, effect: "the view is drawn outside every screen")
    guard !value.isFinite else { return }
    report("\(modifier)(\(label): \(text(value))) is not a finite coordinate; "
      + (value.isNaN ? "laid out as 0" : "the view is drawn nowhere"))
  }
}
