import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI

/// The checks on one placed view: contrast (from two renders), target size (from the placed tree),
/// truncation and clipping (from the text layouts the renderer draws with).
struct CellAudit {
  /// Device pixels per point of the contrast renders.
  let scale: CGFloat
  /// The canvas colour under the view (nil: transparent, judged over white).
  let background: RGBA?

  /// Apple's minimum tappable size, 44×44 pt (HIG, "Accessibility" › "Buttons and controls").
  static let minimumTarget: CGFloat = 44
  /// Text shrunk by `minimumScaleFactor` below this is reported (issue 15: below 0.8).
  static let minimumScale: CGFloat = 0.8
  /// Overflow past a clip up to this many points is antialiasing, not clipping.
  static let clipTolerance: CGFloat = 0.5
  /// The share of a run's pixels allowed below the contrast threshold: antialiased shape edges behind
  /// the run should not decide, a background half under the run should.
  static let contrastPercentile = 0.05

  /// Every finding for `placed` at the view's own size; `disabled` judges all contrast as `contrast-disabled`.
  func findings(_ placed: PlacedNode, cell: String, disabled: Bool) throws -> [AuditFinding] {
    let list = Painter.displayList(of: placed)
    let elements = AuditElement.collect(list)
    let contexts = ElementContext.collect(placed)
    return try contrast(list, elements, contexts, cell: cell, disabled: disabled)
      + targetSize(placed, cell: cell)
      + missingLabels(placed, cell: cell)
      + textFit(elements, contexts, cell: cell, dynamicTypeSize: nil)
  }

  // MARK: Missing labels

  /// Interactive controls and images VoiceOver would read as nothing, from the VoiceOver elements of
  /// the placed tree (`AccessibilityElements`, `AccessibilityElement.isMissingLabel`).
  func missingLabels(_ root: PlacedNode, cell: String) -> [AuditFinding] {
    AccessibilityElements.missingLabels(AccessibilityElements.elements(of: root)).map { element in
      let type = element.kind == .image ? "Image" : element.kind.rawValue.prefix(1).uppercased() + element.kind.rawValue.dropFirst()
      let named = element.labelSource == .imageName && !element.label.isEmpty ? " (VoiceOver falls back to the name \"\(element.label)\")" : ""
      let fix = element.kind == .image
        ? "give the image a label (Image(_:label:) or .accessibilityLabel) or mark it decorative (Image(decorative:), .accessibilityHidden(true))"
        : "give the control a label VoiceOver can read: .accessibilityLabel(\"…\") or a text label"
      return AuditFinding(cell: cell, kind: .missingLabel,
                          element: AuditFinding.Element(type: type, id: element.identifier, text: element.label.isEmpty ? nil : element.label),
                          frame: element.frame, value: 0, threshold: 1, hint: "VoiceOver reads nothing useful here\(named); \(fix)")
    }
  }

  /// Truncation and clipping only, for a render at a larger Dynamic Type size.
  func textFindings(_ placed: PlacedNode, cell: String, dynamicTypeSize: String) -> [AuditFinding] {
    let list = Painter.displayList(of: placed)
    return textFit(AuditElement.collect(list), ElementContext.collect(placed), cell: cell, dynamicTypeSize: dynamicTypeSize)
  }

  static func element(_ e: AuditElement, _ contexts: [String: ElementContext]) -> (AuditFinding.Element, ElementContext) {
    switch e.source {
    case .text(let t):
      let context = contexts[ElementContext.key(frame: t.frame, text: t.text.string)] ?? ElementContext()
      return (AuditFinding.Element(type: "Text", id: context.id, text: t.text.string), context)
    case .image(let i):
      let context = contexts[ElementContext.key(frame: i.frame, text: nil)] ?? ElementContext()
      var name: String?
      switch i.image.source {
      case .symbol(let n), .asset(let n): name = n
      case .catalog, .bitmap: name = nil
      }
      return (AuditFinding.Element(type: "Image", id: context.id, text: name), context)
    }
  }

  // MARK: Contrast

  /// WCAG contrast of each visible text run and template image against the pixels behind it.
  ///
  /// Method: the display list is rendered twice at the audit scale, once with every text run and
  /// template image removed (the composited background) and once with each replaced by a solid box
  /// of its frame in its own paint (the element's colour as composited through every opacity, blend,
  /// filter and clip around it). Each device pixel inside the visible part of the frame gives one
  /// ratio; the run's contrast is the 5th-percentile ratio. Antialiasing of glyph edges never enters,
  /// because the glyphs are not drawn: 8-bit colours give exact ratios (#767676 on white is 4.54).
  func contrast(_ list: DisplayList, _ elements: [AuditElement], _ contexts: [String: ElementContext],
                cell: String, disabled: Bool) throws -> [AuditFinding] {
    let visible = elements.filter { $0.opacity > 0.01 && !$0.canvasFrame.checkedIntersection($0.clip).isEmpty && Self.hasInk($0) }
    guard !visible.isEmpty else { return [] }
    let renderer = CairoRenderer(scale: scale, background: background)
    let behind = try renderer.rasterize(DisplayList(size: list.size, items: AuditElement.background(list.items)))
    let solid = try renderer.rasterize(DisplayList(size: list.size, items: AuditElement.solidForeground(list.items)))
    var found: [AuditFinding] = []
    for e in visible {
      guard let measured = Self.measure(fg: solid, bg: behind, rect: e.canvasFrame.checkedIntersection(e.clip), scale: scale) else { continue }
      let (element, context) = Self.element(e, contexts)
      let threshold: Double
      switch e.source {
      case .text(let t):
        let fit = TextInspection.fit(of: t)
        threshold = WCAGContrast.textThreshold(size: Double(fit.fontSize), weight: t.text.font.weight)
      case .image:
        threshold = WCAGContrast.largeTextAndGraphics
      }
      guard measured.ratio < threshold else { continue }
      let isDisabled = disabled || context.control?.isEnabled == false
      let what = element.type == "Text" ? "text" : "symbol"
      let hint = "\(what) \(measured.foreground) on \(measured.background) reaches \(String(format: "%.2f", measured.ratio)):1; "
        + "darken or lighten the \(what) or its background to reach \(String(format: "%g", threshold)):1"
        + (isDisabled ? " (disabled controls are exempt from WCAG; shown for review)" : "")
      found.append(AuditFinding(cell: cell, kind: isDisabled ? .contrastDisabled : .contrast, element: element,
                                frame: e.canvasFrame, value: measured.ratio, threshold: threshold, hint: hint))
    }
    return found
  }

  /// Whether the element draws anything: non-blank text, or an image.
  static func hasInk(_ e: AuditElement) -> Bool {
    if case .text(let t) = e.source { return !t.text.string.allSatisfy(\.isWhitespace) }
    return true
  }

  /// The 5th-percentile contrast over the device pixels of `rect` (canvas points), with the colours at
  /// that pixel as #RRGGBB; nil when the rectangle covers no pixel. Translucent pixels are judged over white.
  /// Only the pixels under the element are read (converting whole images took a sixth of an audit).
  static func measure(fg: RasterImage, bg: RasterImage, rect: CGRect, scale: CGFloat)
    -> (ratio: Double, foreground: String, background: String)? {
    let width = min(fg.width, bg.width), height = min(fg.height, bg.height)
    guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
    func clampIndex(_ v: CGFloat, _ limit: Int) -> Int { min(max(Int(saturating: v), 0), limit) }
    // Whole pixels inside the box (its antialiased edge mixes box and background); the nearest pixels when none is whole.
    var x0 = clampIndex((rect.minX * scale).rounded(.up), width), x1 = clampIndex((rect.maxX * scale).rounded(.down), width)
    var y0 = clampIndex((rect.minY * scale).rounded(.up), height), y1 = clampIndex((rect.maxY * scale).rounded(.down), height)
    if x1 <= x0 { x0 = clampIndex((rect.minX * scale).rounded(.down), width); x1 = min(width, max(x0 + 1, clampIndex((rect.maxX * scale).rounded(.up), width))) }
    if y1 <= y0 { y0 = clampIndex((rect.minY * scale).rounded(.down), height); y1 = min(height, max(y0 + 1, clampIndex((rect.maxY * scale).rounded(.up), height))) }
    guard x1 > x0, y1 > y0 else { return nil }
    typealias Sample = (ratio: Double, fg: (UInt8, UInt8, UInt8), bg: (UInt8, UInt8, UInt8))
    var samples: [Sample] = []
    samples.reserveCapacity((x1 - x0) * (y1 - y0))
    let fgBytes = fg.rgbaBytes(columns: x0..<x1, rows: y0..<y1), bgBytes = bg.rgbaBytes(columns: x0..<x1, rows: y0..<y1)
    for o in stride(from: 0, to: min(fgBytes.count, bgBytes.count), by: 4) {
      let f = opaque((fgBytes[o], fgBytes[o + 1], fgBytes[o + 2], fgBytes[o + 3]))
      let b = opaque((bgBytes[o], bgBytes[o + 1], bgBytes[o + 2], bgBytes[o + 3]))
      samples.append((WCAGContrast.ratio(WCAGContrast.luminance(f.0, f.1, f.2), WCAGContrast.luminance(b.0, b.1, b.2)), f, b))
    }
    guard !samples.isEmpty else { return nil }
    samples.sort { $0.ratio < $1.ratio }
    let pick = samples[min(samples.count - 1, Int(Double(samples.count) * contrastPercentile))]
    return (pick.ratio, hex(pick.fg), hex(pick.bg))
  }

  /// The opaque colour of a straight-alpha pixel, over white when translucent.
  static func opaque(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> (UInt8, UInt8, UInt8) {
    let a = Int(p.a)
    if a == 255 { return (p.r, p.g, p.b) }
    func over(_ c: UInt8) -> UInt8 { UInt8((Int(c) * a + 255 * (255 - a) + 127) / 255) }
    return (over(p.r), over(p.g), over(p.b))
  }

  static func hex(_ c: (UInt8, UInt8, UInt8)) -> String {
    String(format: "#%02X%02X%02X", c.0, c.1, c.2)
  }

  // MARK: Target size

  /// Interactive controls (outermost only) whose frame is under 44×44 pt.
  func targetSize(_ root: PlacedNode, cell: String) -> [AuditFinding] {
    var found: [AuditFinding] = []
    func walk(_ placed: PlacedNode, id: String?) {
      let id = placed.node.id ?? id
      guard let control = placed.node.interactiveRole else {
        for child in placed.children { walk(child, id: id) }
        return
      }
      let f = placed.frame
      guard f.width < Self.minimumTarget - 0.01 || f.height < Self.minimumTarget - 0.01 else { return }
      let element = AuditFinding.Element(type: control.kind.typeName, id: id, text: Self.firstLabel(placed))
      let hint = "the tappable frame is \(String(format: "%g×%g", Double(f.width), Double(f.height))) pt; make it at least 44×44 pt "
        + "(e.g. .frame(minWidth: 44, minHeight: 44) with .contentShape(Rectangle()))"
      found.append(AuditFinding(cell: cell, kind: .targetSize, element: element, frame: f,
                                value: Double(min(f.width, f.height)), threshold: Double(Self.minimumTarget), hint: hint))
    }
    walk(root, id: nil)
    return found
  }

  /// The first text (or else symbol name) drawn inside a control, to name it.
  static func firstLabel(_ placed: PlacedNode) -> String? {
    var symbol: String?
    var stack = [placed]
    while !stack.isEmpty {
      let node = stack.removeFirst()
      switch node.node.kind {
      case .text(let t) where !t.string.allSatisfy(\.isWhitespace): return t.string
      case .image(let i): if symbol == nil, case .symbol(let name) = i.source { symbol = name }
      default: break
      }
      stack.append(contentsOf: node.children)
    }
    return symbol
  }

  // MARK: Truncation and clipping

  /// Text ellipsized or shrunk below 0.8, and text drawn past its clip or the canvas.
  func textFit(_ elements: [AuditElement], _ contexts: [String: ElementContext], cell: String,
               dynamicTypeSize: String?) -> [AuditFinding] {
    var found: [AuditFinding] = []
    for e in elements where Self.hasInk(e) && e.opacity > 0.01 {
      guard case .text(let t) = e.source else { continue }
      let (element, _) = Self.element(e, contexts)
      let fit = TextInspection.fit(of: t)
      if fit.isTruncated {
        found.append(AuditFinding(cell: cell, kind: .truncation, element: element, frame: e.canvasFrame, value: 1, threshold: 0,
                                  hint: "the text is cut with an ellipsis; let its container grow (or wrap: .lineLimit(nil), "
                                    + ".fixedSize(horizontal: false, vertical: true)) or shorten it", dynamicTypeSize: dynamicTypeSize))
      } else if fit.scale < Self.minimumScale - 0.001 {
        found.append(AuditFinding(cell: cell, kind: .truncation, element: element, frame: e.canvasFrame, value: Double(fit.scale),
                                  threshold: Double(Self.minimumScale),
                                  hint: "minimumScaleFactor shrinks the text to \(Int(saturating: (fit.scale * 100).rounded())) % of its size; "
                                    + "give it room or keep the shrink at 80 % or more", dynamicTypeSize: dynamicTypeSize))
      }
      // The drawn box: the layout's size from the item's origin, scaled as the frame is by transforms.
      let sx = t.frame.width > 0 ? e.canvasFrame.width / t.frame.width : 1, sy = t.frame.height > 0 ? e.canvasFrame.height / t.frame.height : 1
      let drawn = CGRect(x: e.canvasFrame.minX, y: e.canvasFrame.minY, width: fit.drawnBox.width * sx, height: fit.drawnBox.height * sy)
      let clip = e.clip
      let overflow = clip.isEmpty ? max(drawn.width, drawn.height)
        : max(clip.minX - drawn.minX, drawn.maxX - clip.maxX, clip.minY - drawn.minY, drawn.maxY - clip.maxY)
      if overflow.isFinite, overflow > Self.clipTolerance {
        found.append(AuditFinding(cell: cell, kind: .clipping, element: element, frame: drawn, value: Double(overflow),
                                  threshold: Double(Self.clipTolerance),
                                  hint: "the text is drawn \(String(format: "%.1f", Double(overflow))) pt outside its clip or the cell; "
                                    + "let the container grow with the text or stop clipping it (.clipped(), .clipShape)",
                                  dynamicTypeSize: dynamicTypeSize))
      }
    }
    return found
  }
}
