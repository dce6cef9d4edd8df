import Foundation

/// A style describing the appearance of the pointer over a view (macOS 15, visionOS 2).
///
/// A still render has no pointer: `pointerStyle(_:)` compiles and changes nothing that is drawn.
@available(iOS, unavailable)
@available(macOS 15.0, visionOS 2.0, *)
public struct PointerStyle: Hashable, Sendable {
  let name: String

  /// The default pointer.
  public static let `default` = PointerStyle(name: "default")
  /// The pointer over horizontal text.
  public static let horizontalText = PointerStyle(name: "horizontalText")
  /// The pointer over vertical text.
  public static let verticalText = PointerStyle(name: "verticalText")
  /// The pointer for a rectangular selection.
  public static let rectSelection = PointerStyle(name: "rectSelection")
  /// The pointer over something that can be grabbed.
  public static let grabIdle = PointerStyle(name: "grabIdle")
  /// The pointer while grabbing.
  public static let grabActive = PointerStyle(name: "grabActive")
  /// The pointer over a link.
  public static let link = PointerStyle(name: "link")
  /// The pointer for zooming in.
  public static let zoomIn = PointerStyle(name: "zoomIn")
  /// The pointer for zooming out.
  public static let zoomOut = PointerStyle(name: "zoomOut")
  /// The pointer for resizing a column.
  public static let columnResize = PointerStyle(name: "columnResize")
  /// The pointer for resizing a row.
  public static let rowResize = PointerStyle(name: "rowResize")
}

@available(iOS, unavailable)
@available(macOS 15.0, visionOS 2.0, *)
nonisolated extension View {
  /// Sets the pointer style over this view (no pointer in a still render: nothing changes).
  public func pointerStyle(_ style: PointerStyle?) -> some View { inert() }

  /// Sets whether the pointer is visible over this view (no pointer in a still render).
  public func pointerVisibility(_ visibility: Visibility) -> some View { inert() }
}
