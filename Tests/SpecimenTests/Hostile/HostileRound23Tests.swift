import Foundation
import QuartzCore
import SpecimenUI
import HostileSupport
import Testing
import UIKit
@testable import Specimen

/// Hostile inputs of round 23: UIKit string drawing into image contexts (NaN and 10³⁰⁰ points and rectangles, empty
/// and 10-MB strings, bad paragraph styles, wrong-typed attributes, 100 000 runs); `ImageRenderer` at NaN, zero and
/// 10⁹ scales, nested, and for an infinite content or a NaN proposal; a representable's Core Animation layer tree
/// (NaN and 10³⁰⁰ geometry, 100 000 sublayers, 10 000 deep, cycles, bad gradients, shapes, text and opacity);
/// UIButton, UIStackView and UIImageView with bad numbers and sizes; PDF renderers and contexts; round 22's
/// leftovers. Every case renders in one catalog run and must have its outcome; every other cell and the manifest are
/// written.
@Suite struct HostileRound23Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// What an image context of 40 pt at scale 1 holds after `draw`, beside the box.
  static func imageContext(_ draw: () -> Void) -> some View {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 1)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
    draw()
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return marked(Image(uiImage: image ?? UIImage()))
  }

  /// A paragraph style with `change` applied.
  static func paragraph(_ change: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    change(style)
    return style
  }

  /// Builds its content inside the render, as a body does, so what its calls report is the cell's.
  struct Built<Content: View>: View {
    let make: () -> Content
    var body: some View { make() }
  }

  /// The image an `ImageRenderer` makes of `content` after `configure`, beside the box (a grey box when it makes none).
  struct Rendered<Content: View>: View {
    let content: Content
    var configure: @MainActor (ImageRenderer<Content>) -> Void = { _ in }
    @MainActor var body: some View {
      let renderer = ImageRenderer(content: content)
      configure(renderer)
      return marked(Group {
        if let image = renderer.uiImage { Image(uiImage: image) } else { Color.gray.frame(width: 10, height: 10) }
      })
    }
  }

  /// A UIKit view made by `make`, under a representable, in a 60-pt frame beside the box.
  struct Wrapped<V: UIView>: UIViewRepresentable {
    let make: @Sendable () -> V
    func makeUIView(context: Context) -> V { make() }
    func updateUIView(_ uiView: V, context: Context) {}
  }

  static func wrapped<V: UIView>(_ make: @escaping @Sendable () -> V) -> some View { marked(Wrapped(make: make).frame(width: 60, height: 60)) }

  /// A view whose layer has `sublayer` (set up by `change`) at 10, 10, 40 × 40.
  static func layered(_ sublayer: CALayer = CALayer(), _ change: @escaping @Sendable (CALayer) -> Void) -> some View {
    wrapped {
      let view = UIView()
      view.backgroundColor = .yellow
      sublayer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
      sublayer.backgroundColor = UIColor.red.cgColor
      change(sublayer)
      view.layer.addSublayer(sublayer)
      return view
    }
  }

  /// A 10-pt swatch of `color`.
  static func swatch(_ color: UIColor) -> UIView {
    let view = UIView()
    view.backgroundColor = color
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    return view
  }

  /// A stack of three swatches, with `change` applied.
  static func stack(_ change: @escaping @Sendable (UIStackView) -> Void) -> some View {
    marked(Wrapped {
      let stack = UIStackView(arrangedSubviews: [swatch(.red), swatch(.green), swatch(.blue)])
      stack.alignment = .center
      change(stack)
      return stack
    })
  }

  /// A 2 × 2 red bitmap image.
  static var redImage: UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
  }

  /// The size as text.
  static func measured(_ size: CGSize) -> some View { Text("\(Int(saturating: size.width))×\(Int(saturating: size.height))") }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Before: named as the Text only; the caller got the size of the first 20 000 characters without being told.
    "attributed-size-1mb": ("warns", "NSAttributedString.size(): the string has 1048576 characters, more than TextLength.limit (20000); "
      + "the size returned is that of its first 20000 only"),
    // Before: "canvas 144×9223372036854775807 px exceeds …".
    "canvas-size-fails-without-int-max": ("fails", "canvas 144 px wide and more pixels tall than can be counted exceeds the limit of "
      + "16384 px per side; lower the scale or the frame; .padding top 1e+300 pt is longer than a canvas holds"),
    // Before: silent (nothing drawn).
    "string-draw-at-nan-point": ("warns", "draw(at:withAttributes:): the point (nan, 0) is not finite, so the string is not drawn"),
    // Before: said the text was measured with no width limit, and drew nothing.
    "string-draw-in-nan-rect": ("warns", "draw(in:withAttributes:): the rectangle (0, 20, nan, 20) is not finite, so the string is not drawn"),
    "nsstring-draw-with-nan-rect": ("warns", "draw(with:options:attributes:context:): the rectangle (0, nan, 40, 20) is not finite"),
    "attributed-draw-in-nan-rect": ("warns", "NSAttributedString.draw(in:): the rectangle (nan, 0, 40, 20) is not finite"),
    "string-draw-10mb": ("warns", "(10485760 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"),
    // Before: silent (no extra spacing).
    "paragraph-line-spacing-nan": ("warns", "draw(in:withAttributes:): the paragraph style's lineSpacing nan is not a length; the lines "
      + "are set with no extra spacing"),
    // Before: drawn in black and with the default paragraph; UIKit sends these values messages they do not answer.
    "foreground-color-of-wrong-type": ("fails", "draw(at:withAttributes:): the .foregroundColor attribute is a String, not a UIColor; "
      + "UIKit sends it UIColor's messages, which it does not answer, and the app stops (\"unrecognized selector\")"),
    "paragraph-style-of-wrong-type": ("fails", "draw(at:withAttributes:): the .paragraphStyle attribute is a Int, not a NSParagraphStyle"),
    // Before: 20 s (each run's `+` copied the whole string).
    "attributed-100000-runs": ("warns", "(100000 characters)\") has more than 20000 characters (TextLength.limit)"),
    // Before: silent (scale 1, or a nil image).
    "imagerenderer-scale-nan": ("warns", "ImageRenderer.scale nan is not a scale above 0; the image is made at scale 1"),
    "imagerenderer-scale-zero": ("warns", "ImageRenderer.scale 0 is not a scale above 0; the image is made at scale 1"),
    "imagerenderer-scale-1e9": ("warns", "ImageRenderer: the content cannot be drawn ("),
    "imagerenderer-render-scale-nan": ("warns", "ImageRenderer.render(rasterizationScale:) nan is not a scale above 0"),
    "imagerenderer-nested-6": ("warns", "ImageRenderer: images of views are nested more than 4 deep here (ViewRasterizer.maxDepth), so "
      + "the innermost gives no image (nil)"),
    // Before: silent (drawn at 0); iOS raises CALayerInvalidGeometry as the value is set, or as the layer is drawn.
    "layer-frame-nan": ("fails", "CALayer.position [nan 5] is not finite; Core Animation raises an exception (CALayerInvalidGeometry: "
      + "\"CALayer position contains NaN: [nan 5]\") and the app stops"),
    "layer-bounds-infinite": ("fails", "CALayer.bounds [0 0; inf 10] is not finite; Core Animation raises an exception "
      + "(CALayerInvalidGeometry: \"sublayer with non-finite bounds [0 0; inf 10]\")"),
    // Before: silent.
    "layer-corner-radius-nan": ("warns", "CALayer.cornerRadius nan is not a length; the corners are drawn square"),
    "layer-opacity-nan": ("warns", "CALayer.opacity nan is not a number from 0 to 1; the layer is drawn opaque"),
    // Before: 133 s, then failed on ViewCount.limit.
    "layer-100000-sublayers": ("fails", "CALayer: the layer tree has more than 2000 layers (LayerDrawing.maxLayers), so its sublayers "
      + "are not drawn"),
    // Before: silent (cut at 64).
    "layer-tree-10000-deep": ("fails", "CALayer: sublayers are nested more than 64 deep (LayerDrawing.maxDepth), so the deeper ones are "
      + "not drawn"),
    // Before: silent (drawn 64 deep); iOS raises in addSublayer.
    "layer-cycle": ("fails", "CALayer.addSublayer(_:): the layer added is this layer or one above it, so the tree would be a cycle; "
      + "Core Animation raises an exception here (CALayerInvalid: \"layer is a part of cycle in its layer tree\")"),
    "gradient-10000-colors": ("warns", "a gradient of 10000 stops has more than GradientStopLimit.maxStops (4096)"),
    // Before: silent.
    "gradient-nan-locations": ("warns", "CAGradientLayer.locations holds nan, not a number from 0 to 1"),
    "gradient-nan-start-point": ("warns", "CAGradientLayer.startPoint (nan, 0) is not a finite unit point"),
    "shape-nan-stroke-end": ("warns", "CAShapeLayer.strokeEnd nan is not a finite number; drawn with its default (1)"),
    "shape-1e9-line-width": ("warns", ".stroke line width 1000000000 is longer than any screen"),
    "text-layer-nan-font-size": ("warns", "CATextLayer.fontSize nan is not a size text can have; drawn at 36 pt, the default"),
    "button-configuration-nan-insets": ("warns", "UIButton.Configuration.contentInsets.top nan is not a length; taken as 0"),
    "button-configuration-nan-image-padding": ("warns", "UIButton.Configuration.imagePadding nan is not a length; taken as 0"),
    "button-title-1mb": ("warns", "(1048576 characters)\") has more than 20000 characters (TextLength.limit)"),
    "stack-nan-spacing": ("warns", "UIStackView.spacing nan is not a length; the views are drawn with no space between them"),
    // Before: silent (the stack left out of itself); UIKit raises in addSubview.
    "stack-arranged-in-itself": ("fails", "UIView.addSubview(_:): a UIStackView was added as its own subview; UIKit raises an exception "
      + "here (\"Can't add self as subview\") and the app stops"),
    "stack-nan-layout-margins": ("warns", "UIStackView.directionalLayoutMargins (top: nan, leading: 4, bottom: 4, trailing: nan) has a "
      + "margin that is not a length"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(Built(make: view)) }))
    }
    add("control") { box }
    // Round 22's leftovers.
    add("attributed-size-1mb") { measured(NSAttributedString(string: String(repeating: "a", count: 1 << 20)).size()) }
    add("canvas-size-fails-without-int-max") { marked(Color.red.frame(width: 20).padding(.vertical, 1e300)) }
    // UIKit string drawing into an image context.
    add("string-draw-at-nan-point") { imageContext { "Hi".draw(at: CGPoint(x: CGFloat.nan, y: 0), withAttributes: nil) } }
    add("string-draw-in-nan-rect") { imageContext { "Hi".draw(in: CGRect(x: 0, y: 20, width: CGFloat.nan, height: 20), withAttributes: nil) } }
    add("string-draw-in-1e300-rect") { imageContext { "Hi".draw(in: CGRect(x: 0, y: 20, width: 1e300, height: 1e300), withAttributes: nil) } }
    add("nsstring-draw-with-nan-rect") {
      imageContext { ("Hi" as NSString).draw(with: CGRect(x: 0, y: CGFloat.nan, width: 40, height: 20), options: [], attributes: nil, context: nil) }
    }
    add("attributed-draw-in-nan-rect") { imageContext { NSAttributedString(string: "Hi").draw(in: CGRect(x: CGFloat.nan, y: 0, width: 40, height: 20)) } }
    add("string-draw-10mb") {
      imageContext { String(repeating: "a ", count: 5 << 20).draw(in: CGRect(x: 0, y: 20, width: 40, height: 20), withAttributes: nil) }
    }
    add("paragraph-line-spacing-nan") {
      imageContext {
        "a\nb".draw(in: CGRect(x: 0, y: 0, width: 40, height: 40), withAttributes: [.paragraphStyle: paragraph { $0.lineSpacing = .nan }])
      }
    }
    add("paragraph-line-spacing-negative") {
      imageContext {
        "a\nb".draw(in: CGRect(x: 0, y: 0, width: 40, height: 40), withAttributes: [.paragraphStyle: paragraph { $0.lineSpacing = -20 }])
      }
    }
    add("foreground-color-of-wrong-type") { imageContext { "Hi".draw(at: CGPoint(x: 0, y: 20), withAttributes: [.foregroundColor: "red"]) } }
    add("paragraph-style-of-wrong-type") { imageContext { "Hi".draw(at: CGPoint(x: 0, y: 20), withAttributes: [.paragraphStyle: 5]) } }
    add("attributed-100000-runs") {
      imageContext {
        let string = NSMutableAttributedString(string: String(repeating: "ab", count: 50_000))
        for i in stride(from: 0, to: 100_000, by: 2) { string.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: i, length: 1)) }
        string.draw(in: CGRect(x: 0, y: 20, width: 40, height: 20))
      }
    }
    // ImageRenderer.
    add("imagerenderer-scale-nan") { Rendered(content: Color.green.frame(width: 10, height: 10)) { $0.scale = .nan } }
    add("imagerenderer-scale-zero") { Rendered(content: Color.green.frame(width: 10, height: 10)) { $0.scale = 0 } }
    add("imagerenderer-scale-1e9") { Rendered(content: Color.green.frame(width: 10, height: 10)) { $0.scale = 1e9 } }
    add("imagerenderer-render-scale-nan") {
      Rendered(content: Color.green.frame(width: 10, height: 10)) { renderer in renderer.render(rasterizationScale: .nan) { _, _ in } }
    }
    add("imagerenderer-nested-6") {
      func nest(_ depth: Int) -> AnyView {
        depth == 0 ? AnyView(Color.green.frame(width: 10, height: 10)) : AnyView(Rendered(content: nest(depth - 1)))
      }
      return nest(6)
    }
    add("imagerenderer-proposed-size-nan") {
      Rendered(content: Color.green) { $0.proposedSize = ProposedViewSize(width: .nan, height: 10) }
    }
    // Core Animation layers under a representable.
    add("layer-frame-nan") { layered { $0.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) } }
    add("layer-bounds-infinite") { layered { $0.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10) } }
    add("layer-corner-radius-nan") { layered { $0.cornerRadius = .nan } }
    add("layer-opacity-nan") { layered { $0.opacity = .nan } }
    add("layer-100000-sublayers") {
      layered { layer in for i in 0..<100_000 { let sub = CALayer(); sub.frame = CGRect(x: i % 40, y: 0, width: 1, height: 1); layer.addSublayer(sub) } }
    }
    add("layer-tree-10000-deep") {
      layered { layer in
        var parent = layer
        for _ in 0..<10_000 {
          let child = CALayer()
          child.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
          child.backgroundColor = UIColor.green.cgColor
          parent.addSublayer(child)
          parent = child
        }
      }
    }
    add("layer-cycle") {
      layered { layer in
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.addSublayer(child)
        child.addSublayer(layer)
      }
    }
    add("gradient-10000-colors") {
      layered(CAGradientLayer()) { layer in
        (layer as? CAGradientLayer)?.colors = (0..<10_000).map { i in (i % 2 == 0 ? UIColor.green : UIColor.blue).cgColor }
      }
    }
    add("gradient-nan-locations") {
      layered(CAGradientLayer()) { layer in
        (layer as? CAGradientLayer)?.colors = [UIColor.green.cgColor, UIColor.blue.cgColor]
        (layer as? CAGradientLayer)?.locations = [NSNumber(value: Double.nan), 1]
      }
    }
    add("gradient-nan-start-point") {
      layered(CAGradientLayer()) { layer in
        (layer as? CAGradientLayer)?.colors = [UIColor.green.cgColor, UIColor.blue.cgColor]
        (layer as? CAGradientLayer)?.startPoint = CGPoint(x: CGFloat.nan, y: 0)
      }
    }
    add("shape-nan-stroke-end") {
      layered(CAShapeLayer()) { layer in
        let shape = layer as? CAShapeLayer
        shape?.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        shape?.strokeColor = UIColor.green.cgColor
        shape?.strokeEnd = .nan
      }
    }
    add("shape-1e9-line-width") {
      layered(CAShapeLayer()) { layer in
        let shape = layer as? CAShapeLayer
        shape?.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).cgPath
        shape?.strokeColor = UIColor.green.cgColor
        shape?.lineWidth = 1e9
      }
    }
    add("text-layer-nan-font-size") {
      layered(CATextLayer()) { layer in
        (layer as? CATextLayer)?.string = "Hi"
        (layer as? CATextLayer)?.fontSize = .nan
      }
    }
    // UIButton, UIStackView, UIImageView.
    add("button-configuration-nan-insets") {
      marked(Wrapped {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: .nan, bottom: 4, trailing: 4)
        return UIButton(configuration: configuration)
      })
    }
    add("button-configuration-nan-image-padding") {
      marked(Wrapped {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = .nan
        return UIButton(configuration: configuration)
      })
    }
    add("button-title-1mb") {
      marked(Wrapped {
        let button = UIButton(type: .system)
        button.setTitle(String(repeating: "a", count: 1 << 20), for: .normal)
        return button
      }.frame(width: 60))
    }
    add("stack-nan-spacing") { stack { $0.spacing = .nan } }
    add("stack-negative-spacing") { stack { $0.spacing = -5 } }
    add("stack-10000-arranged") {
      marked(Wrapped {
        let stack = UIStackView(arrangedSubviews: (0..<10_000).map { _ in swatch(.green) })
        stack.axis = .vertical
        return stack
      }.frame(width: 20, height: 60).clipped())
    }
    add("stack-arranged-in-itself") { stack { $0.addArrangedSubview($0) } }
    add("stack-nan-layout-margins") {
      stack { stack in
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: .nan, leading: 4, bottom: 4, trailing: .nan)
      }
    }
    add("imageview-zero-size-image-every-mode") {
      marked(HStack {
        ForEach(0..<13) { mode in
          Wrapped {
            let view = UIImageView(image: UIImage())
            view.contentMode = UIView.ContentMode(rawValue: mode) ?? .center
            return view
          }.frame(width: 4, height: 4)
        }
      })
    }
    // PDF renderers and contexts.
    add("pdf-renderer-nan-bounds") {
      let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100)).pdfData { context in
        context.beginPage()
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      }
      return marked(Text("\(data.count)"))
    }
    add("pdf-context-page-never-ended") {
      var box = CGRect(x: 0, y: 0, width: 1e9, height: 1e9)
      let data = NSMutableData()
      if let consumer = CGDataConsumer(data: data as CFMutableData), let pdf = CGContext(consumer: consumer, mediaBox: &box, nil) {
        pdf.beginPDFPage(nil)
        pdf.beginPDFPage(nil)
        pdf.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        pdf.closePDF()
      }
      return marked(Text("\(data.length)"))
    }
    return cases
  }()

  /// A negative spacing overlaps the arranged views, as UIKit's does ("Use negative values to allow overlap"): three
  /// 10-pt swatches 5 pt into each other make a 20-pt row, the green one drawn over the red one's right half.
  @Test @MainActor func aNegativeStackSpacingOverlapsTheViews() throws {
    let view = Wrapped {
      let stack = UIStackView(arrangedSubviews: [Self.swatch(.red), Self.swatch(.green), Self.swatch(.blue)])
      stack.spacing = -5
      return stack
    }
    let raster = try ViewRenderer(scale: 1, background: nil).rasterize(view, in: .unspecified)
    #expect(raster.width == 20 && raster.height == 10)
    let green = Px(raster.pixel(x: 7, y: 5))
    #expect(green.g > 150 && green.r < 100, "\(green)")
    #expect(Px(raster.pixel(x: 2, y: 5)).r > 200, "\(Px(raster.pixel(x: 2, y: 5)))")
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round23", fileSuffix: "round23") == [])
  }
}
