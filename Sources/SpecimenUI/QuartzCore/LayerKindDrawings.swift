import Foundation

/// A gradient layer's colours over its bounds: axial between its start and end points, radial as an ellipse
/// centred on the start point reaching the end point, conic around the start point.
nonisolated struct GradientLayerDrawing: View {
  let layer: CAGradientLayer
  let size: CGSize

  var body: some View {
    let colors = (layer.colors ?? []).compactMap { Self.color($0) }
    let locations = layer.locations?.map { CGFloat($0.doubleValue) }
    if let bad = locations?.first(where: { !$0.isFinite }) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CAGradientLayer.locations holds \(NumberText.describe(bad)), not a number "
        + "from 0 to 1; its colour is placed as with no locations (evenly). Give finite locations"))
    }
    for (name, point) in [("startPoint", layer.startPoint), ("endPoint", layer.endPoint)] where !(point.x.isFinite && point.y.isFinite) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CAGradientLayer.\(name) (\(NumberText.describe(point.x)), "
        + "\(NumberText.describe(point.y))) is not a finite unit point; its non-finite coordinates are taken as 0"))
    }
    let stops: [Gradient.Stop] = colors.enumerated().map { index, color in
      let evenly = colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0
      let location = locations.flatMap { index < $0.count && $0[index].isFinite ? $0[index] : nil } ?? evenly
      return Gradient.Stop(color: color, location: location)
    }
    let gradient = Gradient(stops: stops)
    let start = UnitPoint(x: LayerTreeDrawing.finite(layer.startPoint.x), y: LayerTreeDrawing.finite(layer.startPoint.y))
    let end = UnitPoint(x: LayerTreeDrawing.finite(layer.endPoint.x), y: LayerTreeDrawing.finite(layer.endPoint.y))
    let rx = abs(end.x - start.x) * size.width, ry = abs(end.y - start.y) * size.height
    return Group {
      if colors.isEmpty {
        Color.clear
      } else if layer.type == .radial {
        // An elliptical gradient's radii are fractions of the box it fills: a box centred on the start point, as
        // much larger than the layer as the fraction is smaller than one, has radii rx × ry and covers the layer.
        let centre = CGPoint(x: start.x * size.width, y: start.y * size.height)
        let reachX = max(centre.x, size.width - centre.x) + 1, reachY = max(centre.y, size.height - centre.y) + 1
        let rx = max(rx, 0.001), ry = max(ry, 0.001)
        let fraction = min(rx / (2 * reachX), ry / (2 * reachY), 0.5)
        Rectangle().fill(EllipticalGradient(gradient: gradient, endRadiusFraction: fraction))
          .frame(width: rx / fraction, height: ry / fraction)
          .position(centre)
          .frame(width: size.width, height: size.height)
          .clipped()
      } else if layer.type == .conic {
        let angle = atan2((end.y - start.y) * size.height, (end.x - start.x) * size.width)
        Rectangle().fill(AngularGradient(gradient: gradient, center: start, angle: .radians(angle)))
      } else {
        Rectangle().fill(LinearGradient(gradient: gradient, startPoint: start, endPoint: end))
      }
    }
    .frame(width: size.width, height: size.height)
  }

  /// A colour of a gradient layer's `colors` (a `CGColor`, or a `UIColor` passed by mistake, as iOS then draws
  /// nothing for that entry: nil).
  static func color(_ value: Any) -> Color? {
    guard let cg = value as? CGColor else { return nil }
    return Color(cgColor: cg)
  }
}

/// A shape layer's path, filled then stroked, in the layer's own coordinates.
nonisolated struct ShapeLayerDrawing: View {
  let layer: CAShapeLayer
  let path: Path

  var body: some View {
    for (name, value) in [("strokeStart", layer.strokeStart), ("strokeEnd", layer.strokeEnd), ("lineWidth", layer.lineWidth)]
    where !value.isFinite {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CAShapeLayer.\(name) \(NumberText.describe(value)) is not a finite number; "
        + "drawn with its default (\(name == "strokeStart" ? 0 : 1))"))
    }
    let start = layer.strokeStart.isFinite ? min(max(layer.strokeStart, 0), 1) : 0
    let end = layer.strokeEnd.isFinite ? min(max(layer.strokeEnd, 0), 1) : 1
    let dashes = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
    let style = StrokeStyle(lineWidth: layer.lineWidth.isFinite ? max(0, layer.lineWidth) : 1, lineCap: lineCap, lineJoin: lineJoin,
                            miterLimit: layer.miterLimit, dash: dashes.allSatisfy { $0.isFinite && $0 >= 0 } ? dashes : [],
                            dashPhase: layer.lineDashPhase.isFinite ? layer.lineDashPhase : 0)
    return ZStack(alignment: .topLeading) {
      if let fill = layer.fillColor {
        path.fill(Color(cgColor: fill), style: FillStyle(eoFill: layer.fillRule == .evenOdd))
      }
      if let stroke = layer.strokeColor, start < end {
        path.trimmedPath(from: start, to: end).stroke(Color(cgColor: stroke), style: style)
      }
    }
  }

  private var lineCap: CGLineCap {
    switch layer.lineCap {
    case .round: .round
    case .square: .square
    default: .butt
    }
  }

  private var lineJoin: CGLineJoin {
    switch layer.lineJoin {
    case .round: .round
    case .bevel: .bevel
    default: .miter
    }
  }
}

/// A text layer's string at the top of its bounds, in its font, size and colour, aligned by its alignment mode.
nonisolated struct TextLayerDrawing: View {
  let layer: CATextLayer
  let size: CGSize

  var body: some View {
    let usable = layer.fontSize.isFinite && layer.fontSize > 0
    if !usable {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CATextLayer.fontSize \(NumberText.describe(layer.fontSize)) is not a size "
        + "text can have; drawn at 36 pt, the default. Give a font size above 0"))
    }
    let fontSize = usable ? layer.fontSize : 36
    let font: UIFont = switch layer.font {
    case let font as UIFont: font.withSize(fontSize)
    case let name as String: UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
    default: .systemFont(ofSize: fontSize)
    }
    let color = layer.foregroundColor.map { UIColor(cgColor: $0) } ?? .white
    let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
    let text: Text = switch layer.string {
    case let attributed as NSAttributedString: StringDrawing(attributed, defaults: attributes).text
    case let string as String: StringDrawing(string, attributes: attributes).text
    default: Text(verbatim: "")
    }
    let (alignment, textAlignment): (Alignment, TextAlignment) = switch layer.alignmentMode {
    case .center: (.top, .center)
    case .right: (.topTrailing, .trailing)
    default: (.topLeading, .leading)
    }
    let truncation: TruncationMode = switch layer.truncationMode {
    case .start: .head
    case .middle: .middle
    default: .tail
    }
    return text
      .multilineTextAlignment(textAlignment)
      .lineLimit(layer.isWrapped ? nil : 1)
      .truncationMode(truncation)
      .fixedSize(horizontal: !layer.isWrapped && layer.truncationMode == .none, vertical: false)
      .frame(width: size.width, height: size.height, alignment: alignment)
      .clipped()
  }
}
