import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
import UIKit
@testable import Specimen

/// Hostile inputs of round 39: visual effects and compositing (every `blendMode` 200 deep, `compositingGroup` and
/// `drawingGroup` 500 deep, `mask(alignment:)` of nothing, of a zero and a 10⁶-pt mask, `clipShape` with NaN paths and
/// hostile shape modifiers, shadows and shadow styles with NaN, infinite and negative radii and offsets, infinite
/// blurs, colour effects out of range, `colorMultiply`, `luminanceToAlpha` and `colorInvert` 300 deep, a
/// `visualEffect` closure of hostile effects, a NaN opacity in a compositing group); transforms (`rotationEffect` and
/// `scaleEffect` of NaN, 0, −1 and ∞ with anchors, `rotation3DEffect` with a zero axis and NaN perspective, singular and
/// NaN `projectionEffect`/`transformEffect`, offsets of 10³⁰⁸, 1 000 and 600 nested transforms); shapes (NaN and
/// infinite trims, NaN dash phases and negative dashes, an infinite line width with `miterLimit` 0, NaN arcs,
/// negative insets, `strokeBorder` wider than its shape, set operations of hostile shapes, hostile corner radii and
/// shape modifiers); fonts (`Font.custom` relative to every style at hostile sizes, hostile system fonts and widths,
/// `leading` and `monospacedDigit` at the Dynamic Type extremes, `UIFont` and `UIFontDescriptor` of NaN and negative
/// sizes, `preferredFont(forTextStyle:compatibleWith:)` at every content size and a made-up one). Every case renders
/// in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound39Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static let nanColor = Color(red: .nan, green: .infinity, blue: -1)
  static var ring: some View { Circle().stroke(Color.red, lineWidth: 3).frame(width: 30, height: 30) }

  /// `count` rotations, scales and offsets in turn, each on the last.
  static func transforms(_ count: Int) -> some View {
    (0..<count).reduce(AnyView(box)) { v, i in
      switch i % 3 {
      case 0: return AnyView(v.rotationEffect(.degrees(1)))
      case 1: return AnyView(v.scaleEffect(1.0001))
      default: return AnyView(v.offset(x: 0.01))
      }
    }
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let pathAtZero = "has NaN or infinite coordinates"
    let fontSize = "(Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 17 pt (sizes go from 0 to RenderLimits.maxFontSize, 1024 pt)"
    let screen = "is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength)"
    return [
      "mask-nan-frame-and-baseline-alignment": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
      "clipshape-nan-and-infinite-path": ("warns", "a shape's path " + pathAtZero),
      "clipshape-hostile-shape-modifiers": ("warns", "Shape.offset(_:) of (nan, 0) is not a finite offset; the path is not moved along an axis "
        + "whose distance is not finite. Give finite distances"),
      "shadow-nan-offset-negative-radius-nan-color": ("warns", ".shadow radius -5 is not usable; drawn with radius 0 (radii must be finite and "
        + "≥ 0) | Round39/case-shadow-nan-offset-negative-radius-nan-color: .shadow x nan is not usable; drawn with x 0"),
      "shadow-style-inner-and-drop-hostile": ("warns", ".shadow radius nan is not usable; drawn with radius 0"),
      "blur-infinite-opaque-and-50-nested": ("warns", ".blur radius inf is not usable; drawn without the blur (radii must be finite and ≥ 0)"),
      "color-effects-chain-out-of-range": ("warns", ".hueRotation nan is not usable; drawn without the effect"),
      "color-multiply-luminance-invert-300-deep": ("warns", "effect layer(s) were not made, so their views are drawn without the effect"),
      "color-multiply-nan": ("warns", ".colorMultiply nan is not usable; drawn without the effect"),
      "visual-effect-closure-hostile": ("warns", ".scaleEffect(x: nan, y: nan) is not a finite scale; drawn without the scale"),
      "opacity-nan-in-compositing-group-with-blend": ("warns", ".opacity nan is not usable; drawn with opacity 1 (opacity is a number from 0 to 1)"),
      "rotation-nan-and-huge-with-anchors": ("warns", ".rotationEffect angle inf (radians) is not finite; drawn without the rotation"),
      "scale-infinite-and-nan-anchor": ("warns", ".scaleEffect anchor UnitPoint(x: inf, y: 0.0) is not finite; drawn without the scale"),
      "rotation3d-zero-axis": ("warns", ".rotation3DEffect: axis: (x: 0.0, y: 0.0, z: 0.0) has no direction to turn about; drawn without the rotation"),
      // Before: silent (a NaN perspective and anchorZ were drawn as 0 without a word).
      "rotation3d-nan-anchor-z-and-perspective": ("warns", ".rotation3DEffect: anchorZ: nan is not finite, drawn as 0 (the centre of rotation "
        + "in the view's plane); perspective: nan is not finite, drawn as 0 (seen head-on, without depth). Give a finite anchorZ and "
        + "perspective (1, the default perspective, puts the eye max(width, height) in front of the view)"),
      "projection-and-transform-nan": ("warns", "is not a finite transform; drawn without the transform"),
      "offset-1e308": ("warns", ".offset(x: 1e+308) " + screen),
      // 1 000 modifiers, each in an AnyView, nest 2 000 views deep.
      "transforms-1000-nested": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it"),
      "trim-nan-and-infinite-bounds": ("warns", ".trim(from: nan, to: 0.5): a fraction that is not a number trims the path to nothing"),
      "stroke-style-nan-phase-negative-and-empty-dash": ("warns", "StrokeStyle dash [0, 0] has only lengths of 0"),
      "stroke-infinite-width-miter-zero": ("warns", ".stroke line width inf is not a finite width ≥ 0, so the Rectangle's stroke is not drawn"),
      "arcs-nan-angles-and-radius": ("warns", "a shape's path " + pathAtZero),
      "inset-negative-and-strokeborder-wider": ("warns", "RoundedRectangle: an inset of 50 pt (inset(by:), or half a strokeBorder's line width) "
        + "is more than half its 30 × 30-pt frame, so no shape is left and nothing is drawn"),
      // Before: the NaN turn was dropped without a word.
      "shape-set-operations-of-hostile-shapes": ("warns", "Shape.rotation(_:anchor:): angle .degrees(nan) is not finite; the path is drawn "
        + "unrotated. Give a finite angle and anchor"),
      "rect-corner-radii-hostile": ("warns", "UnevenRoundedRectangle: topLeadingRadius nan, bottomLeadingRadius -10, bottomTrailingRadius inf are "
        + "not finite radii ≥ 0"),
      // Before: the NaN turn was dropped without a word, and the infinite factor and NaN anchor were named only as a path of NaN points.
      "shape-offset-rotation-scale-hostile": ("warns", "Shape.scale(x:y:anchor:): factors (x: inf, y: -1) and anchor UnitPoint(x: nan, y: 0) "
        + "are not finite; the path is drawn unscaled. Give finite factors and a finite anchor"),
      "font-custom-relative-to-every-style-hostile-size": ("warns", "Text(\"Aa\"): font size -12 " + fontSize),
      "font-custom-empty-and-10000-name-fixed-size": ("warns", "(10008 characters)\") is not installed; drawing with Inter"),
      "font-system-size-weight-design-hostile": ("warns", "Text(\"Inf\"): font size inf (Font.system(size:) or Font.custom(_:size:)) is not "
        + "usable; drawn at 1024 pt"),
      "font-width-nan-and-infinite": ("warns", "Font.width(_:): Font.Width(nan) is not a finite width; drawn at the standard width (0)"),
      "uifont-system-nan-negative-infinite": ("warns", "Text(\"NaN\"): font size nan " + fontSize),
      "uifont-descriptor-hostile-sizes": ("warns", "Text(\"Descriptor\"): font size nan " + fontSize),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Visual effects and compositing.
    add("blend-every-mode-200-deep") {
      ZStack {
        Color.yellow
        (0..<200).reduce(AnyView(Color.red.opacity(0.5))) { v, i in
          AnyView(ZStack { Color.green.opacity(0.1); v }.blendMode(BlendMode.allCases[i % BlendMode.allCases.count]))
        }
      }.frame(width: 60, height: 60)
    }
    add("compositing-and-drawing-group-500-deep") {
      (0..<500).reduce(AnyView(box)) { v, i in
        i.isMultiple(of: 2) ? AnyView(v.compositingGroup()) : AnyView(v.drawingGroup(opaque: true, colorMode: .extendedLinear))
      }
    }
    add("mask-of-nothing") {
      marked(HStack { box.mask(alignment: .topLeading) { EmptyView() }; box.mask { Color.clear } })
    }
    add("mask-zero-and-huge") {
      marked(HStack {
        box.mask(alignment: .bottomTrailing) { Color.black.frame(width: 0, height: 0) }
        box.mask(alignment: .center) { Circle().frame(width: 1e6, height: 1e6) }
      })
    }
    add("mask-nan-frame-and-baseline-alignment") {
      marked(box.mask(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) { Text("M").frame(width: .nan) })
    }
    add("clipshape-nan-and-infinite-path") {
      marked(box.clipShape(Path { p in
        p.move(to: CGPoint(x: CGFloat.nan, y: 0)); p.addLine(to: CGPoint(x: CGFloat.infinity, y: 1e308)); p.addLine(to: CGPoint(x: 0, y: 20))
      }))
    }
    add("clipshape-hostile-shape-modifiers") {
      marked(HStack {
        box.clipShape(Circle().inset(by: -1e300))
        box.clipShape(Capsule().offset(x: .nan))
        box.clipShape(Rectangle().rotation(.degrees(.infinity)))
        box.clipShape(Ellipse().scale(x: 0, y: -1))
      })
    }
    add("shadow-nan-offset-negative-radius-nan-color") {
      marked(box.shadow(color: nanColor, radius: -5, x: .nan, y: -.infinity))
    }
    add("shadow-style-inner-and-drop-hostile") {
      marked(Circle().fill(Color.red.shadow(.inner(color: .black, radius: .nan, x: .infinity, y: 0)).shadow(.drop(radius: -.infinity)))
        .frame(width: 30, height: 30))
    }
    add("blur-infinite-opaque-and-50-nested") {
      marked(HStack {
        box.blur(radius: .infinity, opaque: true)
        box.blur(radius: -.infinity)
        (0..<50).reduce(AnyView(box)) { v, _ in AnyView(v.blur(radius: 2)) }
      })
    }
    add("color-effects-chain-out-of-range") {
      marked(box.hueRotation(.degrees(.nan)).saturation(1e308).contrast(-.infinity).brightness(.nan).grayscale(-1))
    }
    add("color-multiply-luminance-invert-300-deep") {
      (0..<300).reduce(AnyView(box)) { v, i in
        switch i % 3 {
        case 0: return AnyView(v.colorInvert())
        case 1: return AnyView(v.luminanceToAlpha())
        default: return AnyView(v.colorMultiply(.orange))
        }
      }
    }
    add("color-multiply-nan") { marked(box.colorMultiply(nanColor)) }
    add("visual-effect-closure-hostile") {
      marked(box.visualEffect { effect, proxy in
        effect.scaleEffect(.nan).offset(x: proxy.size.width * .infinity).rotationEffect(.degrees(.nan)).blur(radius: .nan).opacity(.nan)
      })
    }
    add("opacity-nan-in-compositing-group-with-blend") {
      marked(ZStack { box; box.opacity(.nan).blendMode(.multiply) }.compositingGroup())
    }
    // Transforms.
    add("rotation-nan-and-huge-with-anchors") {
      marked(HStack {
        box.rotationEffect(.degrees(.nan), anchor: .bottomTrailing)
        box.rotationEffect(.degrees(1e308))
        box.rotationEffect(.radians(.infinity), anchor: UnitPoint(x: .nan, y: 0))
      })
    }
    add("scale-zero-and-negative-with-anchors") {
      marked(HStack {
        box.scaleEffect(0, anchor: .topLeading)
        box.scaleEffect(-1, anchor: .bottom)
        box.scaleEffect(x: -1, y: 0, anchor: .trailing)
      })
    }
    add("scale-infinite-and-nan-anchor") {
      marked(HStack { box.scaleEffect(.infinity); box.scaleEffect(x: 2, anchor: UnitPoint(x: .infinity, y: 0)) })
    }
    add("rotation3d-zero-axis") { marked(box.rotation3DEffect(.degrees(45), axis: (x: 0, y: 0, z: 0))) }
    add("rotation3d-nan-anchor-z-and-perspective") {
      marked(box.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), anchorZ: .nan, perspective: .nan))
    }
    add("projection-and-transform-singular") {
      marked(HStack {
        box.projectionEffect(ProjectionTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)))
        box.transformEffect(CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 5, ty: 5))
      })
    }
    add("projection-and-transform-nan") {
      var nan = ProjectionTransform()
      nan.m13 = .nan
      return marked(HStack { box.projectionEffect(nan); box.transformEffect(CGAffineTransform(scaleX: .nan, y: 1)) })
    }
    add("offset-1e308") {
      marked(HStack { box.offset(x: 1e308, y: -1e308); box.offset(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)) })
    }
    add("transforms-1000-nested") { transforms(1_000) }
    add("transforms-600-nested") { transforms(600) }
    // Shapes and paths.
    add("trim-nan-and-infinite-bounds") {
      marked(HStack {
        Circle().trim(from: 0.5, to: .infinity).stroke(Color.red, lineWidth: 3).frame(width: 30, height: 30)
        Circle().trim(from: .nan, to: 0.5).stroke(Color.red, lineWidth: 3).frame(width: 30, height: 30)
        Circle().trim(from: -1, to: 2).stroke(Color.red, lineWidth: 3).frame(width: 30, height: 30)
      })
    }
    add("stroke-style-nan-phase-negative-and-empty-dash") {
      marked(HStack {
        Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: [-5, .nan], dashPhase: .infinity)).frame(width: 30, height: 30)
        Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: [], dashPhase: .nan)).frame(width: 30, height: 30)
        Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: [0, 0])).frame(width: 30, height: 30)
      })
    }
    add("stroke-infinite-width-miter-zero") {
      marked(HStack {
        Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: .infinity, lineJoin: .miter, miterLimit: 0)).frame(width: 30, height: 30)
        Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: -.infinity)).frame(width: 30, height: 30)
      })
    }
    add("arcs-nan-angles-and-radius") {
      marked(Path { p in
        p.addArc(center: CGPoint(x: 15, y: 15), radius: 10, startAngle: .degrees(.nan), endAngle: .degrees(.infinity), clockwise: true)
        p.addRelativeArc(center: CGPoint(x: 15, y: 15), radius: .nan, startAngle: .zero, delta: .degrees(90))
        p.addArc(tangent1End: CGPoint(x: 30, y: 0), tangent2End: CGPoint(x: 30, y: 30), radius: -.infinity)
      }.stroke(Color.red).frame(width: 30, height: 30))
    }
    add("inset-negative-and-strokeborder-wider") {
      marked(HStack {
        Circle().inset(by: -30).fill(Color.red).frame(width: 20, height: 20)
        RoundedRectangle(cornerRadius: 5).strokeBorder(Color.red, lineWidth: 100).frame(width: 30, height: 30)
        Capsule().strokeBorder(Color.red, lineWidth: 1e308).frame(width: 30, height: 20)
      })
    }
    add("shape-set-operations-of-hostile-shapes") {
      marked(HStack {
        Circle().union(Rectangle().offset(x: .nan)).fill(Color.red).frame(width: 30, height: 30)
        Circle().intersection(Capsule().scale(0)).fill(Color.red).frame(width: 30, height: 30)
        Circle().subtracting(Circle().inset(by: -1e300)).fill(Color.red).frame(width: 30, height: 30)
        Rectangle().lineSubtraction(Circle().rotation(.degrees(.nan))).stroke(Color.red).frame(width: 30, height: 30)
      })
    }
    add("rect-corner-radii-hostile") {
      marked(Rectangle().fill(Color.red).frame(width: 40, height: 30)
        .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: .nan, bottomLeading: -10, bottomTrailing: .infinity, topTrailing: 1e308))))
    }
    add("shape-offset-rotation-scale-hostile") {
      marked(HStack {
        Circle().offset(x: 1e308).fill(Color.red).frame(width: 30, height: 30)
        Circle().rotation(.degrees(.nan), anchor: .center).fill(Color.red).frame(width: 30, height: 30)
        Circle().scale(x: .infinity, y: -1, anchor: UnitPoint(x: .nan, y: 0)).fill(Color.red).frame(width: 30, height: 30)
      })
    }
    // Fonts.
    add("font-custom-relative-to-every-style-hostile-size") {
      VStack {
        ForEach(Font.TextStyle.allCases, id: \.self) { style in
          Text("Aa").font(.custom("NoSuchFamily", size: -12, relativeTo: style))
        }
        Text("NaN").font(.custom("NoSuchFamily", size: .nan, relativeTo: .largeTitle))
      }
    }
    add("font-custom-empty-and-10000-name-fixed-size") {
      VStack {
        Text("Empty").font(.custom("", fixedSize: 14))
        Text("Long").font(.custom(String(repeating: "Helvetica", count: 1_112), fixedSize: 14))
      }
    }
    add("font-system-size-weight-design-hostile") {
      VStack {
        Text("Inf").font(.system(size: .infinity, weight: .black, design: .serif))
        Text("Neg").font(.system(size: -0.0, weight: .ultraLight, design: .monospaced))
      }
    }
    add("font-width-nan-and-infinite") {
      VStack {
        Text("NaN").font(.system(size: 14).width(Font.Width(.nan)))
        Text("Inf").fontWidth(Font.Width(.infinity))
        Text("Huge").fontWidth(Font.Width(-1e308))
      }
    }
    add("font-leading-monospaced-digit-at-dynamic-type-extremes") {
      VStack {
        Text("0123\n4567").font(.body.leading(.loose).monospacedDigit()).dynamicTypeSize(.accessibility5)
        Text("0123\n4567").font(.caption2.leading(.tight)).monospacedDigit().dynamicTypeSize(.xSmall)
      }.frame(width: 240)
    }
    add("uifont-system-nan-negative-infinite") {
      VStack {
        Text("NaN").font(Font(UIFont.systemFont(ofSize: .nan)))
        Text("Negative").font(Font(UIFont.boldSystemFont(ofSize: -5)))
        Text("Inf").font(Font(UIFont.monospacedSystemFont(ofSize: .infinity, weight: UIFont.Weight(.nan))))
      }
    }
    add("uifont-descriptor-hostile-sizes") {
      VStack {
        Text("Descriptor").font(Font(UIFont(descriptor: UIFont.systemFont(ofSize: 14).fontDescriptor.withSize(.nan), size: -1)))
        Text("Named").font(Font(UIFont(name: String(repeating: "x", count: 10_000), size: .nan) ?? .systemFont(ofSize: 12)))
      }
    }
    add("uifont-preferred-every-content-size") {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(UIContentSizeCategory.ordered + [.unspecified, UIContentSizeCategory("NoSuchCategory")], id: \.self) { category in
          Text("Aa").font(Font(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))))
        }
      }
    }
    return list.cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round39", fileSuffix: "round39") == [])
  }

  /// The size and warnings of `view` laid out for `proposal`.
  static func measured(_ proposal: ProposedViewSize = .unspecified, _ view: @escaping @Sendable () -> some View) throws
    -> (size: CGSize, warnings: [String], png: Data) {
    let image = try ViewRenderer(scale: 1).rasterize(HostileBuilt(make: view), in: proposal)
    return (CGSize(width: CGFloat(image.width), height: CGFloat(image.height)), image.diagnostics.warnings.map(\.message), try image.pngData())
  }

  static func preferred(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory?) -> UIFont {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: category.map { UITraitCollection(preferredContentSizeCategory: $0) })
  }

  @Test func preferredFontsAreSizedForTheTraitCollectionsContentSize() throws {
    // The text style's size at the collection's category (Apple HIG's Dynamic Type sizes), for the font and its descriptor.
    #expect(Self.preferred(.body, .accessibilityExtraExtraExtraLarge).pointSize == 53)
    #expect(Self.preferred(.headline, .extraSmall).pointSize == 14)
    #expect(Self.preferred(.largeTitle, .extraExtraExtraLarge).pointSize == 40)
    #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption2, compatibleWith:
      UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)).pointSize == 20)
    // No collection, an unspecified category or one UIKit does not have: the style's own font.
    for category in [nil, UIContentSizeCategory.unspecified, UIContentSizeCategory("NoSuchCategory")] {
      #expect(Self.preferred(.body, category).pointSize == 17)
    }
    // Drawn at that size, with the style's weight, and not scaled again by the cell's Dynamic Type size.
    let huge = try Self.measured { Text("Aa").font(Font(Self.preferred(.headline, .accessibilityExtraExtraExtraLarge))) }
    #expect(huge.png == (try Self.measured { Text("Aa").font(.system(size: 53, weight: .semibold)) }).png)
    #expect(huge.png == (try Self.measured {
      Text("Aa").font(Font(Self.preferred(.headline, .accessibilityExtraExtraExtraLarge))).dynamicTypeSize(.xSmall)
    }).png)
    #expect(huge.warnings == [])
    let plain = try Self.measured { Text("Aa").font(.headline) }
    #expect(try Self.measured { Text("Aa").font(Font(Self.preferred(.headline, UIContentSizeCategory("NoSuchCategory")))) }.png == plain.png)
  }

  @Test func shapeTurnsAndScalesThatAreNotFiniteAreNamed() throws {
    func drawn(_ shape: some Shape) throws -> (size: CGSize, warnings: [String], png: Data) {
      try Self.measured { shape.fill(Color.red).frame(width: 30, height: 20).padding(5) }
    }
    let turn = "; the path is drawn unrotated. Give a finite angle and anchor"
    let nan = try drawn(Rectangle().rotation(.degrees(.nan)))
    #expect(nan.warnings == ["Shape.rotation(_:anchor:): angle .degrees(nan) is not finite" + turn])
    #expect(nan.png == (try drawn(Rectangle())).png)
    let anchored = try drawn(Ellipse().rotation(.degrees(30), anchor: UnitPoint(x: .infinity, y: 0)))
    #expect(anchored.warnings == ["Shape.rotation(_:anchor:): anchor UnitPoint(x: inf, y: 0) is not finite" + turn])
    #expect(anchored.png == (try drawn(Ellipse())).png)
    #expect(try drawn(Ellipse().rotation(.radians(-.infinity), anchor: UnitPoint(x: .nan, y: .nan))).warnings == [
      "Shape.rotation(_:anchor:): angle .degrees(-inf) and anchor UnitPoint(x: nan, y: nan) are not finite" + turn,
    ])
    // A factor that is not finite scales nothing along its axis; an anchor that is not finite scales nothing.
    let factor = try drawn(Ellipse().scale(x: .infinity, y: 0.5))
    #expect(factor.warnings == ["Shape.scale(x:y:anchor:): factors (x: inf, y: 0.5) are not finite; the path is drawn unscaled along an "
      + "axis whose factor is not finite. Give finite factors"])
    #expect(factor.png == (try drawn(Ellipse().scale(x: 1, y: 0.5))).png)
    let anchor = try drawn(Ellipse().scale(0.5, anchor: UnitPoint(x: .nan, y: 0)))
    #expect(anchor.warnings == ["Shape.scale(x:y:anchor:): anchor UnitPoint(x: nan, y: 0) is not finite; the path is drawn unscaled. "
      + "Give finite factors and a finite anchor"])
    #expect(anchor.png == (try drawn(Ellipse())).png)
    // Finite turns and scales say nothing.
    #expect(try drawn(Rectangle().rotation(.degrees(30), anchor: .topLeading).scale(x: -2, y: 0.5, anchor: .bottom)).warnings == [])
  }

  @Test func rotationDepthsThatAreNotFiniteAreNamedAndDrawnAsZero() throws {
    func turned(anchorZ: CGFloat, perspective: CGFloat, degrees: Double = 45) throws -> (size: CGSize, warnings: [String], png: Data) {
      try Self.measured { Color.red.frame(width: 40, height: 30).rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0), anchorZ: anchorZ,
                                                                                 perspective: perspective).padding(10) }
    }
    let perspective = "perspective: nan is not finite, drawn as 0 (seen head-on, without depth)"
    let nan = try turned(anchorZ: 0, perspective: .nan)
    #expect(nan.warnings == [".rotation3DEffect: " + perspective + ". Give a finite perspective (1, the default perspective, puts the eye "
      + "max(width, height) in front of the view)"])
    #expect(nan.png == (try turned(anchorZ: 0, perspective: 0)).png)
    let depth = try turned(anchorZ: -.infinity, perspective: 1)
    #expect(depth.warnings == [".rotation3DEffect: anchorZ: -inf is not finite, drawn as 0 (the centre of rotation in the view's plane). "
      + "Give a finite anchorZ"])
    #expect(depth.png == (try turned(anchorZ: 0, perspective: 1)).png)
    #expect(try turned(anchorZ: .infinity, perspective: .nan).warnings == [".rotation3DEffect: anchorZ: inf is not finite, drawn as 0 "
      + "(the centre of rotation in the view's plane); " + perspective + ". Give a finite anchorZ and perspective (1, the default "
      + "perspective, puts the eye max(width, height) in front of the view)"])
    // Finite depths say nothing; with no turn there is no depth to draw, so nothing is said.
    #expect(try turned(anchorZ: 5, perspective: 0.5).warnings == [])
    #expect(try turned(anchorZ: .nan, perspective: .nan, degrees: 0).warnings == [])
  }
}

