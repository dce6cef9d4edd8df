import Foundation

/// What a map draws at rest: the style's land colour, the overlays, then the markers and
/// annotations in the order the content lists them, and the controls at the top trailing corner.
nonisolated struct MapDrawing: View {
  let position: MapCameraPosition
  let bounds: MapCameraBounds?
  let items: MapItemList
  @Environment(\.mapStyle) private var style
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.mapControls) private var controls

  var body: some View {
    // The warnings do not depend on the view's size; they are reported here, where the render
    // collects them (a GeometryReader's content is built during layout).
    let _ = MapLayout(items: items, position: position, bounds: bounds, size: CGSize(width: 100, height: 100)).warnings.forEach(MapWarnings.report)
    GeometryReader { proxy in
      let layout = MapLayout(items: items, position: position, bounds: bounds, size: proxy.size)
      ZStack(alignment: .topLeading) {
        Rectangle().fill(style.landColor(colorScheme))
        ForEach(layout.overlays.indices, id: \.self) { index in
          OverlayShape(placed: layout.overlays[index], size: proxy.size)
        }
        ForEach(layout.annotations.indices, id: \.self) { index in
          AnnotationMark(placed: layout.annotations[index])
        }
      }
      .frame(width: proxy.size.width, height: proxy.size.height)
    }
    .clipped()
    .overlay(alignment: .topTrailing) {
      if let controls {
        VStack(spacing: 8) { controls }.padding(8)
      }
    }
  }
}

/// Reports a map's warnings to the render (a cell's warnings list).
enum MapWarnings {
  static func report(_ message: String) {
    ResolveIssues.report(ResolveIssue(.invalidNumber, message))
  }
}

/// An overlay drawn as a path in the map's coordinates: a polygon or circle filled and stroked, a line stroked.
nonisolated struct OverlayShape: View {
  let placed: MapLayout.Placed
  let size: CGSize

  var body: some View {
    let record = placed.record
    let closed: Bool = if case .polyline = record.kind { false } else { true }
    let path = Path { path in
      for run in placed.runs {
        path.addLines(run)
        if closed { path.closeSubpath() }
      }
    }
    var stroke = record.strokeStyle ?? StrokeStyle(lineWidth: 1)
    if !(stroke.lineWidth.isFinite && stroke.lineWidth >= 0) {
      // Named here, where the overlay is known; like a view's stroke of such a width, the line is not drawn.
      MapWarnings.report("Map: a \(Self.name(of: record.kind)) is stroked with line width \(NumberText.describe(Double(stroke.lineWidth))), "
        + "not a finite width ≥ 0; its stroke is not drawn. Give .stroke(_:lineWidth:) a finite width ≥ 0")
      stroke.lineWidth = 0
    }
    return ZStack(alignment: .topLeading) {
      if closed {
        path.fill(record.foreground ?? AnyShapeStyle(.tint))
        if let strokeStyle = record.stroke {
          path.stroke(strokeStyle, style: stroke)
        }
      } else {
        path.stroke(record.stroke ?? record.foreground ?? AnyShapeStyle(.tint), style: stroke)
      }
    }
    .frame(width: size.width, height: size.height)
  }

  /// The overlay type a record kind comes from, for messages.
  static func name(of kind: MapRecord.Kind) -> String {
    switch kind {
    case .polyline: "MapPolyline"
    case .circle: "MapCircle"
    default: "MapPolygon"
    }
  }
}

/// A marker, pin or annotation placed with its anchor on its coordinate, its title below it.
nonisolated struct AnnotationMark: View {
  let placed: MapLayout.Placed

  var body: some View {
    // A zero-size point at the coordinate; the mark hangs off it by its anchor.
    Color.clear
      .frame(width: 0, height: 0)
      .overlay(alignment: .topLeading) {
        mark
          .fixedSize()
          .alignmentGuide(.leading) { $0.width * anchor.x }
          .alignmentGuide(.top) { $0.height * anchor.y }
      }
      .overlay(alignment: .top) {
        if placed.record.showsTitle, let title {
          title
            .font(.caption.weight(.semibold))
            .multilineTextAlignment(.center)
            .lineLimit(2)
            .frame(width: 120)
            .fixedSize(horizontal: false, vertical: true)
            .offset(y: titleOffset)
        }
      }
      .offset(x: placed.point.x, y: placed.point.y)
  }

  private var anchor: UnitPoint {
    switch placed.record.kind {
    case .annotation(_, let anchor, _): anchor
    default: .bottom
    }
  }

  private var title: AnyView? {
    switch placed.record.kind {
    case .marker(_, let title): title
    case .annotation(_, _, let title): title
    default: nil
    }
  }

  /// How far below the coordinate the title starts: under an annotation whose anchor is above its
  /// bottom, the rest of the view; under a marker (whose tip is the coordinate), 2 pt.
  private var titleOffset: CGFloat { 2 }

  @ViewBuilder private var mark: some View {
    switch placed.record.kind {
    case .marker(let glyph, _):
      MarkerBalloon(glyph: glyph, tint: placed.record.tint, glyphStyle: placed.record.foreground)
    case .pin:
      MapPinShape(tint: placed.record.tint)
    case .annotation(let content, _, _):
      content
    default:
      EmptyView()
    }
  }
}

/// iOS 17's marker: a 30-pt balloon (a circle ending in a point below it, the point on the
/// coordinate), red unless tinted, with its glyph in white. Specimen's estimate of the shape.
nonisolated struct MarkerBalloon: View {
  let glyph: MarkerGlyph
  let tint: AnyShapeStyle?
  let glyphStyle: AnyShapeStyle?

  var body: some View {
    BalloonShape()
      .fill(tint ?? AnyShapeStyle(Color.red))
      .frame(width: 30, height: 38)
      .overlay(alignment: .top) {
        glyphView
          .foregroundStyle(glyphStyle ?? AnyShapeStyle(Color.white))
          .frame(width: 30, height: 30)
      }
  }

  @ViewBuilder private var glyphView: some View {
    switch glyph {
    case .systemImage(let name): Image(systemName: name).font(.system(size: 14, weight: .semibold))
    case .image(let name): Image(name).resizable().scaledToFit().frame(width: 16, height: 16)
    case .monogram(let text): text.font(.system(size: 12, weight: .bold)).lineLimit(1)
    case .view(let icon): icon.font(.system(size: 14, weight: .semibold)).labelStyle(.iconOnly)
    }
  }
}

/// A balloon: a circle as wide as the rect at its top, narrowing to a point at the bottom center.
struct BalloonShape: Shape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  nonisolated func path(in rect: CGRect) -> Path {
    let radius = rect.width / 2
    let center = CGPoint(x: rect.midX, y: rect.minY + radius)
    var path = Path()
    // The tangents from the tip to the circle meet it at an angle `spread` either side of straight down.
    let tipDistance = rect.maxY - center.y
    let spread = acos(min(1, radius / max(tipDistance, radius)))
    path.move(to: CGPoint(x: rect.midX, y: rect.maxY))
    path.addArc(center: center, radius: radius, startAngle: .radians(.pi / 2 - spread), endAngle: .radians(.pi / 2 + spread),
                clockwise: true)
    path.closeSubpath()
    return path
  }
}

/// The iOS 14 pin: a 14-pt round head on a 2-pt stem whose foot is the coordinate.
nonisolated struct MapPinShape: View {
  let tint: AnyShapeStyle?
  var body: some View {
    VStack(spacing: 0) {
      Circle().fill(tint ?? AnyShapeStyle(Color.red)).frame(width: 14, height: 14)
      Rectangle().fill(Color.gray).frame(width: 2, height: 16)
    }
  }
}
