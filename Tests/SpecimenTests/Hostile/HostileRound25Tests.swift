import Foundation
import QuartzCore
import SpecimenUI
import HostileSupport
import Testing
import UIKit
@testable import Specimen

/// Hostile inputs of round 25: text at the extremes (scale factors, line limits, truncation and tightening in frames of
/// no width, spacing and offsets of NaN and 10³⁰⁰, thousands of concatenated pieces, 100 000 attributed runs,
/// combining marks, bidi and emoji sequences, font sizes and missing faces), shapes and corners (NaN, negative and
/// huge radii, continuous corners at every size, capsules in empty frames, borders wider than their shape, trims and
/// dashes), and round 24's leftovers (an image context ended in `draw(_:)`, a million-element `UIBezierPath`,
/// constraint priorities 0 and 1001). Every case renders in one catalog run and must have its outcome; every other
/// cell and the manifest are written.
@Suite struct HostileRound25Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// Round 24's helpers: content built inside the render, a UIKit view under a representable, a `draw(_:)` override.
  typealias Built = HostileRound24Tests.Built
  typealias Wrapped = HostileRound24Tests.Wrapped
  typealias Drawn = HostileRound24Tests.Drawn

  /// A view drawing with `paint` in a 60-pt frame beside the box.
  static func drawn(_ paint: @escaping @Sendable (CGRect) -> Void) -> some View {
    marked(Wrapped { Drawn(paint) }.frame(width: 60, height: 60))
  }

  /// A yellow view with a green 20-pt square 10 pt in, whose width constraint has `priority`.
  static func prioritized(_ priority: Float) -> some View {
    marked(Wrapped {
      let view = UIView()
      view.backgroundColor = .yellow
      let child = UIView()
      child.backgroundColor = .green
      child.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(child)
      let width = child.widthAnchor.constraint(equalToConstant: 20)
      width.priority = UILayoutPriority(priority)
      NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                                   child.topAnchor.constraint(equalTo: view.topAnchor, constant: 10), width,
                                   child.heightAnchor.constraint(equalToConstant: 20)])
      return view
    }.frame(width: 60, height: 60))
  }

  /// A long line of text in a `width` × `height` frame, set up by `change`.
  static func squeezed<V: View>(width: CGFloat?, height: CGFloat?, _ change: (Text) -> V) -> some View {
    marked(change(Text("The quick brown fox jumps over the lazy dog")).frame(width: width, height: height).clipped())
  }

  /// `shape` filled red in a 40-pt frame.
  static func filled(_ shape: some Shape) -> some View { marked(shape.fill(.red).frame(width: 40, height: 40)) }

  /// A circle stroked red with `style` in a 40-pt frame.
  static func dashed(_ style: StrokeStyle) -> some View { marked(Circle().stroke(.red, style: style).frame(width: 40, height: 40)) }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    "min-scale-nan-in-width": ("warns", "Text(\"The quick brown fox jumps over the lazy … (43 characters)\"): .minimumScaleFactor(nan) is not usable; drawn "
      + "with factor 1"),
    "min-scale-negative-in-height": ("warns", ".minimumScaleFactor(-3) is outside 0...1; drawn with factor 0 (give a factor from"),
    "min-scale-above-one-in-height": ("warns", ".minimumScaleFactor(7) is outside 0...1; drawn with factor 1 (give a factor from 0"),
    "linelimit-intmin-reserves": ("warns", ".lineLimit(-9223372036854775808, reservesSpace: true) limits text to -9223372036854775808 lines, fewer than "
      + "one; laid out with 1 line."),
    "linelimit-range-zero-to-zero": ("warns", ".lineLimit(0...0) limits text to 0 lines, fewer than one; laid out with 1 line. Give a line count of 1 "
      + "or more, or nil for no limit"),
    "linelimit-through-negative": ("warns", ".lineLimit(...-1) limits text to -1 lines, fewer than one; laid out with 1 line."),
    "truncation-tail-negative-width": ("warns", ".frame(width: -10.0): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
    // Before round 26: named ".tracking(-1e+300)" by the text layout, which keeps one spacing and not the modifier that set it.
    "kerning-neg-1e300": ("warns", "Text(\"Kern\"): .kerning(-1e+300) is longer than any screen (over 1000000 pt, "
      + "LayoutArgumentCheck.longestLength); laid out as 0. Give a spacing in points"),
    "baselineoffset-neg-1e300-concatenated": ("warns", "Text(\"ab\"): .baselineOffset(-1e+300) is not usable; drawn with 0"),
    // Before: silent, and the lines were drawn 30 pt closer, over each other; SwiftUI adds no space for a negative spacing.
    "linespacing-negative": ("warns", "Text(\"one two three\"): .lineSpacing(-30) is negative; iOS adds no space between lines for it (line spacing "
      + "is never below 0), so it is drawn with 0. Bring lines closer with .lineHeight(_:) or Font.leading(.tight)"),
    "linespacing-nan-in-height": ("warns", ".lineSpacing(nan) is not usable; drawn with line spacing 0"),
    "kerning-tracking-baseline-nan-all": ("warns", "Text(\"All\"): .kerning(nan) is not a finite length; laid out as 0. Give a finite length in points"),
    "concatenated-3000-mixed-fonts": ("warns", "Font.custom(\"Menlo\") is Menlo, which iOS has and Specimen cannot ship; drawing with DejaVu Sans Mono"),
    "attributed-100000-runs": ("warns", "… (100000 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"),
    "font-size-1e6-in-frame": ("warns", "Text(\"Big\"): font size 1000000 (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 1024 pt"),
    "font-size-nan-concatenated": ("warns", "Text(\"ab\"): font size nan of a concatenated Text is not usable; drawn at 17 pt"),
    "font-custom-missing-face": ("warns", "Text(\"Missing\"): Font.custom(\"NoSuchFace-Bold\") is not installed; drawing with Inter."),
    // Before: silent (square corners), where an UnevenRoundedRectangle named the same radius.
    "roundedrect-nan-radius": ("warns", "RoundedRectangle: cornerRadius nan is not a finite radius ≥ 0; drawn as square corners (radius 0). Give "
      + "finite radii of 0 or more"),
    "roundedrect-negative-radius": ("warns", "RoundedRectangle: cornerRadius -10 is not a finite radius ≥ 0; drawn as square corners (radius 0)."),
    "roundedrect-nan-corner-size": ("warns", "RoundedRectangle: cornerSize.width nan is not a finite radius ≥ 0; drawn as square corners (radius 0)."),
    "rect-corner-radius-negative": ("warns", "RoundedRectangle: cornerRadius -1e+300 is not a finite radius ≥ 0; drawn as square corners (radius 0)."),
    "rect-corner-radii-nan": ("warns", "UnevenRoundedRectangle: topLeadingRadius nan, bottomTrailingRadius -4 are not finite radii ≥ 0; drawn as "
      + "square corners (radius 0)."),
    "capsule-negative-frame": ("warns", ".frame(width: -20.0): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
    // Before: "a shape's path has NaN or infinite coordinates (bounds (inf, inf, 0×0))": insetBy gave the null rectangle.
    "strokeborder-wider-than-circle": ("warns", "Circle: an inset of 50 pt (inset(by:), or half a strokeBorder's line width) is more than half its "
      + "40 × 40-pt frame, so no shape is left and nothing is drawn. Give a border or inset that leaves room inside the frame"),
    "strokeborder-wider-than-roundedrect": ("warns", "RoundedRectangle: an inset of 20.5 pt (inset(by:), or half a strokeBorder's line width) is more "
      + "than half its 40 × 40-pt frame, so no shape is left and nothing is drawn."),
    "strokeborder-negative-width": ("warns", ".strokeBorder line width -8 is not a finite width ≥ 0, so the Capsule's stroke is not drawn."),
    "trim-nan-end": ("warns", ".trim(from: 0, to: nan): a fraction that is not a number trims the path to nothing, so nothing is drawn."),
    // Before round 26: silent (drawn solid).
    "dash-single-zero": ("warns", "StrokeStyle dash [0] has only lengths of 0, so no dash would ever end; drawn as a solid line, as Core "
      + "Graphics refuses such a pattern (\"invalid dash array\"). Give at least one length above 0, or no dash"),
    "dash-nan-and-1e300": ("warns", "StrokeStyle dash nan is not usable; drawn as a solid line (dash lengths must be finite and ≥ 0)"),
    // Before: silent (the call did nothing, as Apple documents, and the code never heard of it).
    "draw-ends-an-image-context-it-did-not-begin": ("warns", "UIGraphicsEndImageContext(): the current context is not an image context but the "
      + "one UIKit made current for this drawing (a view's draw(_:) or an image renderer's closure), so nothing is ended, as UIKit documents."),
    // Before: named as GraphicsContext.stroke(_:with:) and .fill(_:with:), which the code never called.
    "bezier-1000000-elements-stroked": ("warns", "UIBezierPath.stroke(): the path has 1000001 elements, more than RenderLimits.maxPathElements "
      + "(100000); it is not drawn. Build the path from fewer elements"),
    "bezier-1000000-elements-filled": ("warns", "UIBezierPath.fill(): the path has 1000001 elements, more than RenderLimits.maxPathElements "
      + "(100000); it is not drawn."),
    // Before: a warning, the priority applied clamped; UIKit's setter raises.
    "constraint-priority-zero": ("fails", "NSLayoutConstraint.priority 0 is not above 0 and at most 1000 (UILayoutPriority.required); UIKit raises an "
      + "exception here (NSInternalInconsistencyException: \"It's illegal to set priority:0.  Priorities must be greater than 0 and less or "
      + "equal to NSLayoutPriorityRequired, which is 1000.000000.\") and the app stops. Give a priority from 1 to 1000"),
    "constraint-priority-1001": ("fails", "NSLayoutConstraint.priority 1001 is not above 0 and at most 1000 (UILayoutPriority.required); UIKit raises "
      + "an exception here (NSInternalInconsistencyException: \"It's illegal to set priority:1001."),
    "constraint-priority-negative": ("fails", "(NSInternalInconsistencyException: \"It's illegal to set priority:-1."),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(Built(make: view)) }))
    }
    add("control") { box }
    // minimumScaleFactor under width and height limits.
    add("min-scale-nan-in-width") { squeezed(width: 60, height: nil) { $0.lineLimit(1).minimumScaleFactor(.nan) } }
    add("min-scale-negative-in-height") { squeezed(width: 60, height: 20) { $0.minimumScaleFactor(-3) } }
    add("min-scale-zero-in-width") { squeezed(width: 60, height: nil) { $0.lineLimit(1).minimumScaleFactor(0) } }
    add("min-scale-zero-in-1pt") { squeezed(width: 1, height: 1) { $0.minimumScaleFactor(0) } }
    add("min-scale-above-one-in-height") { squeezed(width: 60, height: 10) { $0.minimumScaleFactor(7) } }
    add("min-scale-tiny-long-text-in-height") {
      marked(Text(String(repeating: "word ", count: 3_000)).minimumScaleFactor(1e-300).frame(width: 60, height: 30).clipped())
    }
    // lineLimit: huge, negative, reversed, reserving.
    add("linelimit-intmax-in-height") { squeezed(width: 60, height: 30) { $0.lineLimit(Int.max) } }
    add("linelimit-intmin-reserves") { squeezed(width: 60, height: nil) { $0.lineLimit(Int.min, reservesSpace: true) } }
    add("linelimit-range-zero-to-zero") { squeezed(width: 60, height: nil) { $0.lineLimit(0...0) } }
    add("linelimit-range-negative-to-huge") { squeezed(width: 60, height: nil) { $0.lineLimit(-5...Int.max) } }
    add("linelimit-through-negative") { squeezed(width: 60, height: nil) { $0.lineLimit(...(-1)) } }
    add("linelimit-200-reserves-in-tiny-frame") { squeezed(width: 60, height: 10) { $0.lineLimit(200, reservesSpace: true) } }
    // Truncation and tightening in frames of no width.
    add("truncation-middle-zero-width") { squeezed(width: 0, height: nil) { $0.lineLimit(1).truncationMode(.middle) } }
    add("truncation-head-1pt") { squeezed(width: 1, height: 1) { $0.truncationMode(.head) } }
    add("truncation-tail-negative-width") { squeezed(width: 60, height: nil) { $0.lineLimit(1).truncationMode(.tail).frame(width: -10) } }
    add("tightening-zero-width") { squeezed(width: 0, height: 0) { $0.allowsTightening(true).minimumScaleFactor(0.5) } }
    add("tightening-1pt-concatenated") {
      marked((Text("Bold ").bold() + Text("light").fontWeight(.light)).allowsTightening(true).lineLimit(1).frame(width: 1))
    }
    // Spacing and offsets.
    add("kerning-neg-1e300") { marked(Text("Kern").kerning(-1e300)) }
    add("tracking-negative-wide") { marked(Text("Tracking").tracking(-40).frame(width: 60)) }
    add("baselineoffset-neg-1e300-concatenated") { marked(Text("a") + Text("b").baselineOffset(-1e300)) }
    add("linespacing-negative") { marked(Text("one\ntwo\nthree").lineSpacing(-30)) }
    add("linespacing-nan-in-height") { squeezed(width: 60, height: 30) { $0.lineSpacing(.nan) } }
    add("kerning-tracking-baseline-nan-all") { marked(Text("All").kerning(.nan).tracking(.nan).baselineOffset(.nan).lineSpacing(.nan)) }
    // Concatenation and attributed runs.
    add("concatenated-3000-mixed-fonts") {
      let fonts: [Font] = [.body, .system(size: 9), .custom("Menlo", size: 13), .largeTitle.bold(), .caption.italic()]
      return marked((0..<3_000).reduce(Text("")) { $0 + Text("x").font(fonts[$1 % fonts.count]) }.frame(width: 200, height: 60).clipped())
    }
    add("attributed-100000-runs") {
      var text = AttributedString()
      var run = AttributedString("a")
      for i in 0..<100_000 {
        run.foregroundColor = i.isMultiple(of: 2) ? .red : .blue
        text.append(run)
      }
      return marked(Text(text).frame(width: 200, height: 60).clipped())
    }
    add("combining-marks-every-letter") {
      marked(Text(String(repeating: "e\u{0301}\u{0327}\u{0308}\u{20DD}", count: 2_000)).frame(width: 200, height: 60).clipped())
    }
    add("bidi-mixed-with-numbers") {
      marked(Text(String(repeating: "abc \u{05D0}\u{05D1}\u{05D2} 123 \u{0627}\u{0644}\u{0639} \u{202E}xyz\u{202C} ", count: 500))
        .frame(width: 200, height: 60).clipped())
    }
    add("emoji-sequences") {
      let sequences = ["👨‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "🇯🇵", "🧑🏿‍🚀", "❤️‍🔥", "🫱🏻‍🫲🏿", "#️⃣"]
      return marked(Text((0..<2_000).map { sequences[$0 % sequences.count] }.joined()).frame(width: 200, height: 60).clipped())
    }
    // Font sizes and faces.
    add("font-size-zero") { marked(Text("Zero").font(.system(size: 0))) }
    add("font-size-1e6-in-frame") { marked(Text("Big").font(.system(size: 1e6)).frame(width: 60, height: 40).clipped()) }
    add("font-size-nan-concatenated") { marked(Text("a") + Text("b").font(.system(size: .nan))) }
    add("font-custom-missing-face") { marked(Text("Missing").font(.custom("NoSuchFace-Bold", size: 17))) }
    // Rounded rectangles and corners.
    add("roundedrect-nan-radius") { filled(RoundedRectangle(cornerRadius: .nan)) }
    add("roundedrect-negative-radius") { filled(RoundedRectangle(cornerRadius: -10, style: .circular)) }
    add("roundedrect-infinite-radius") { filled(RoundedRectangle(cornerRadius: .infinity)) }
    add("roundedrect-nan-corner-size") { filled(RoundedRectangle(cornerSize: CGSize(width: CGFloat.nan, height: 8))) }
    add("rect-corner-radius-negative") { filled(.rect(cornerRadius: -1e300)) }
    add("rect-corner-radii-nan") { filled(.rect(cornerRadii: RectangleCornerRadii(topLeading: .nan, bottomTrailing: -4))) }
    add("uneven-1e300-continuous") { filled(UnevenRoundedRectangle(topLeadingRadius: 1e300, bottomTrailingRadius: 1e300, style: .continuous)) }
    add("continuous-every-size") {
      let radii: [CGFloat] = [0, 1e-300, 0.001, 1, 10, 20, 30, 1e6, 1e300, .greatestFiniteMagnitude]
      return marked(HStack(spacing: 2) {
        ForEach(radii.indices, id: \.self) { RoundedRectangle(cornerRadius: radii[$0], style: .continuous).fill(.red).frame(width: 40, height: 40) }
      })
    }
    add("continuous-in-tiny-frames") {
      let sides: [CGFloat] = [0, 1e-300, 1e-6, 0.5, 1, 2]
      return marked(HStack(spacing: 2) {
        ForEach(sides.indices, id: \.self) { RoundedRectangle(cornerRadius: 8, style: .continuous).fill(.red).frame(width: sides[$0], height: 40) }
      })
    }
    add("continuous-in-huge-frame") {
      marked(RoundedRectangle(cornerRadius: 5e5, style: .continuous).fill(.red).frame(width: 1e6, height: 1e6).frame(width: 40, height: 40).clipped())
    }
    // Capsules in empty and negative frames.
    add("capsule-zero-frame") { marked(Capsule().fill(.red).frame(width: 0, height: 0)) }
    add("capsule-negative-frame") { marked(Capsule().fill(.red).frame(width: -20, height: 10)) }
    add("capsule-stroke-border-in-zero-frame") { marked(Capsule().strokeBorder(.red, lineWidth: 4).frame(width: 0, height: 20)) }
    // Borders wider than their shape.
    add("strokeborder-wider-than-circle") { marked(Circle().strokeBorder(.red, lineWidth: 100).frame(width: 40, height: 40)) }
    add("strokeborder-wider-than-roundedrect") { marked(RoundedRectangle(cornerRadius: 8).strokeBorder(.red, lineWidth: 41).frame(width: 40, height: 40)) }
    add("strokeborder-negative-width") { marked(Capsule().strokeBorder(.red, lineWidth: -8).frame(width: 40, height: 20)) }
    // Trims.
    add("trim-reversed") { marked(Circle().trim(from: 0.8, to: 0.2).stroke(.red, lineWidth: 4).frame(width: 40, height: 40)) }
    add("trim-nan-end") { marked(Circle().trim(from: 0, to: .nan).stroke(.red, lineWidth: 4).frame(width: 40, height: 40)) }
    add("trim-beyond-both-ends") { marked(Circle().trim(from: -1e300, to: 1e300).stroke(.red, lineWidth: 4).frame(width: 40, height: 40)) }
    // Dashes.
    add("dash-single-zero") { dashed(StrokeStyle(lineWidth: 4, dash: [0])) }
    add("dash-zero-with-round-caps") { dashed(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 8])) }
    add("dash-nan-and-1e300") { dashed(StrokeStyle(lineWidth: 4, dash: [.nan, 1e300])) }
    add("dash-100000-elements") { dashed(StrokeStyle(lineWidth: 4, dash: (0..<100_000).map { CGFloat($0 % 7 + 1) })) }
    add("dash-100000-tiny-elements") { dashed(StrokeStyle(lineWidth: 4, dash: Array(repeating: 0.001, count: 100_000))) }
    // Round 24's leftovers.
    add("draw-ends-an-image-context-it-did-not-begin") {
      drawn { _ in
        UIGraphicsEndImageContext()
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 20, y: 20, width: 20, height: 20))
      }
    }
    add("bezier-1000000-elements-stroked") {
      drawn { _ in
        let path = UIBezierPath()
        path.move(to: .zero)
        for i in 0..<1_000_000 { path.addLine(to: CGPoint(x: i % 60, y: (i / 60) % 60)) }
        UIColor.green.setStroke()
        path.stroke()
      }
    }
    add("bezier-1000000-elements-filled") {
      drawn { _ in
        let path = UIBezierPath()
        path.move(to: .zero)
        for i in 0..<1_000_000 { path.addLine(to: CGPoint(x: i % 60, y: (i / 60) % 60)) }
        UIColor.green.setFill()
        path.fill()
      }
    }
    add("constraint-priority-zero") { prioritized(0) }
    add("constraint-priority-1001") { prioritized(1001) }
    add("constraint-priority-negative") { prioritized(-1) }
    return cases
  }()

  /// A rounded rectangle given a NaN radius draws square corners and names the radius, as an uneven one did (before,
  /// silently square): the corner pixel is red, where a 10-pt radius leaves it white.
  @Test func aNaNCornerRadiusDrawsSquareCornersAndIsNamed() throws {
    func corner(_ radius: CGFloat) throws -> (Px, [String]) {
      let raster = try ViewRenderer(scale: 1, background: .white).rasterize(RoundedRectangle(cornerRadius: radius).fill(.red)
        .frame(width: 40, height: 40), in: .unspecified)
      return (Px(raster.pixel(x: 0, y: 0)), raster.diagnostics.warnings.map(\.message))
    }
    let (nan, warnings) = try corner(.nan), (round, none) = try corner(10)
    #expect(nan.r > 200 && nan.b < 100, "\(nan)")
    #expect(round.g > 200, "\(round)")
    #expect(warnings == ["RoundedRectangle: cornerRadius nan is not a finite radius ≥ 0; drawn as square corners (radius 0). Give finite radii of 0 or more"])
    #expect(none.isEmpty, "\(none)")
  }

  /// `UIGraphicsEndImageContext()` in `draw(_:)` ends nothing (the view's context is not an image context, and Apple
  /// documents that the call then does nothing): what is drawn after it is drawn, and the call is named (before, silently).
  @Test @MainActor func endingAnImageContextInDrawIsNamedAndDrawingGoesOn() throws {
    let view = Wrapped {
      Drawn { _ in
        UIGraphicsEndImageContext()
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 20, y: 20, width: 20, height: 20))
      }
    }
    let raster = try ViewRenderer(scale: 1, background: .white).rasterize(view.frame(width: 60, height: 60), in: .unspecified)
    let inside = Px(raster.pixel(x: 30, y: 30))
    #expect(inside.g > 100 && inside.r < 50, "\(inside)")
    #expect(raster.diagnostics.warnings.map(\.message).contains { $0.hasPrefix("UIGraphicsEndImageContext(): the current context is not an image "
      + "context but the one UIKit made current for this drawing") }, "\(raster.diagnostics)")
  }

  /// A priority UIKit's setter refuses (0, 1001, −1) is a trap, naming UIKit's exception; 1, 1000 and NaN (which its
  /// check lets through) are not.
  @Test @MainActor func aPriorityOutsideUIKitsRangeIsATrap() {
    func kinds(_ priority: Float) -> [ResolveIssue.Kind] {
      let constraint = UIView().widthAnchor.constraint(equalToConstant: 20)
      return ResolveIssues.collecting { constraint.priority = UILayoutPriority(priority) }.issues.map(\.kind)
    }
    #expect(kinds(0) == [.trap] && kinds(1001) == [.trap] && kinds(-1) == [.trap])
    #expect(kinds(1) == [] && kinds(1000) == [] && kinds(.nan) == [.invalidNumber])
  }

  /// A negative line spacing adds no space, as on iOS (NSParagraphStyle's spacing is never below 0): two lines at
  /// -30 are as tall as two at 0 (before, Pango drew them 30 pt apart less, overlapping) and the spacing is named.
  @Test func aNegativeLineSpacingIsDrawnAsZero() throws {
    let renderer = ViewRenderer(scale: 1, background: .white)
    let plain = try renderer.rasterize(Text("one\ntwo"), in: .unspecified)
    let negative = try renderer.rasterize(Text("one\ntwo").lineSpacing(-30), in: .unspecified)
    #expect(negative.height == plain.height && plain.height > 30, "\(negative.height) \(plain.height)")
    #expect(negative.diagnostics.warnings.map(\.message).contains { $0.contains(".lineSpacing(-30) is negative; iOS adds no space") },
            "\(negative.diagnostics)")
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round25", fileSuffix: "round25") == [])
  }
}
