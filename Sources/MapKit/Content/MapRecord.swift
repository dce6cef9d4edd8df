import Foundation

/// One thing a map draws, collected from its content: what it is, where, and how it is styled.
struct MapRecord {
  enum Kind {
    /// A balloon marker (iOS 17 `Marker`, iOS 14 `MapMarker`): its glyph and title.
    case marker(glyph: MarkerGlyph, title: AnyView?)
    /// A view placed at a coordinate (`Annotation`, `MapAnnotation`), its anchor on the coordinate.
    case annotation(content: AnyView, anchor: UnitPoint, title: AnyView?)
    /// The iOS 14 pin (`MapPin`).
    case pin
    /// A line through the coordinates.
    case polyline
    /// A closed shape through the coordinates.
    case polygon
    /// A circle of `radius` meters around the first coordinate.
    case circle(radius: CLLocationDistance)
  }
  var kind: Kind
  /// The coordinates: one for a marker, an annotation or a circle; the points of a line or polygon.
  var coordinates: [CLLocationCoordinate2D]
  /// The colour of a marker's balloon or a pin (`.tint`); nil is red.
  var tint: AnyShapeStyle?
  /// An overlay's fill, or a marker's glyph colour (`.foregroundStyle`).
  var foreground: AnyShapeStyle?
  /// An overlay's stroke.
  var stroke: AnyShapeStyle?
  var strokeStyle: StrokeStyle?
  /// Whether titles are shown (`.annotationTitles(.hidden)` hides them).
  var showsTitle = true

  /// Whether the record is an overlay (drawn under every marker and annotation).
  var isOverlay: Bool {
    switch kind {
    case .polyline, .polygon, .circle: true
    default: false
    }
  }
}

/// The glyph in a marker's balloon.
enum MarkerGlyph {
  /// The default pin glyph, or a symbol.
  case systemImage(String)
  /// An image from the asset catalog.
  case image(String)
  /// Up to three letters.
  case monogram(Text)
  /// A label's icon.
  case view(AnyView)
}

/// The records of a map's content, up to `limit`: past it content is counted, not run.
struct MapItemList {
  /// The most records a map collects. Each becomes a few views; a map with more (100 000 markers)
  /// would take minutes to draw, and iOS clusters them anyway.
  static let limit = 2_000
  var records: [MapRecord] = []
  /// Records left out past the limit.
  var dropped = 0
  var isFull: Bool { records.count >= Self.limit }

  mutating func append(_ record: MapRecord) {
    if isFull { dropped += 1 } else { records.append(record) }
  }
}

/// Map content whose records a modifier changes (`tint`, `foregroundStyle`, `stroke`, `annotationTitles`).
nonisolated public struct _ModifiedMapContent<Content: MapContent>: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  let content: Content
  let change: (inout MapRecord) -> Void
  func collect(into list: inout MapItemList) {
    var inner = MapItemList()
    inner.dropped = list.dropped
    content.collectItems(into: &inner)
    list.dropped = inner.dropped
    for var record in inner.records {
      change(&record)
      list.append(record)
    }
  }
}

nonisolated extension MapContent {
  /// Sets the tint of markers and pins.
  public func tint(_ tint: Color?) -> some MapContent {
    _ModifiedMapContent(content: self) { record in if let tint, record.tint == nil { record.tint = AnyShapeStyle(tint) } }
  }

  /// Sets the tint of markers and pins.
  public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent {
    _ModifiedMapContent(content: self) { record in if record.tint == nil { record.tint = AnyShapeStyle(tint) } }
  }

  /// Sets an overlay's fill or a marker's glyph colour.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent {
    _ModifiedMapContent(content: self) { record in if record.foreground == nil { record.foreground = AnyShapeStyle(style) } }
  }

  /// Strokes an overlay.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some MapContent {
    _ModifiedMapContent(content: self) { record in
      if record.stroke == nil { record.stroke = AnyShapeStyle(content) }
      if record.strokeStyle == nil { record.strokeStyle = StrokeStyle(lineWidth: lineWidth) }
    }
  }

  /// Strokes an overlay with a style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some MapContent {
    _ModifiedMapContent(content: self) { record in
      if record.stroke == nil { record.stroke = AnyShapeStyle(content) }
      if record.strokeStyle == nil { record.strokeStyle = style }
    }
  }

  /// Sets the stroke style of an overlay.
  public func strokeStyle(style: StrokeStyle) -> some MapContent {
    _ModifiedMapContent(content: self) { record in if record.strokeStyle == nil { record.strokeStyle = style } }
  }

  /// Shows or hides the titles of markers and annotations.
  public func annotationTitles(_ visibility: Visibility) -> some MapContent {
    _ModifiedMapContent(content: self) { record in if visibility == .hidden { record.showsTitle = false } }
  }

  /// Shows or hides the subtitles of markers and annotations (none are drawn).
  public func annotationSubtitles(_ visibility: Visibility) -> some MapContent { self }

  /// Sets the level of an overlay among the map's labels (drawn in order, under every marker).
  public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent { self }

  /// Tags the content for selection (nothing is selected in a still).
  public func tag<V: Hashable>(_ tag: V) -> some MapContent { self }

  /// Sets whether the content can be selected.
  public func mapItemDetailSelectionAccessory(_ style: MapItemDetailSelectionAccessoryStyle? = .automatic) -> some MapContent { self }
}

/// Where an overlay sits among a map's labels.
public enum MKOverlayLevel: Int, Sendable {
  /// Above roads, below labels.
  case aboveRoads = 0
  /// Above labels.
  case aboveLabels = 1
}

/// How a selected map item shows its details (nothing is selected in a still).
public struct MapItemDetailSelectionAccessoryStyle: Sendable {
  /// The system's choice.
  public static let automatic = MapItemDetailSelectionAccessoryStyle()
  /// A callout.
  public static let callout = MapItemDetailSelectionAccessoryStyle()
  /// A sheet.
  public static let sheet = MapItemDetailSelectionAccessoryStyle()
}
