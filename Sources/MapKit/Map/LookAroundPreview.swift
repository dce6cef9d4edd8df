import Foundation

/// A place's street-level imagery (a render has none, so no scene is ever found).
open class MKLookAroundScene: NSObject, @unchecked Sendable {}

/// Asks for the Look Around scene at a place; a render has no imagery, so the scene is nil.
open class MKLookAroundSceneRequest: NSObject, @unchecked Sendable {
  /// The place asked about.
  public let coordinate: CLLocationCoordinate2D
  /// A request at a coordinate.
  public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
  /// A request at a map item.
  public init(mapItem: MKMapItem) { self.coordinate = mapItem.placemark.coordinate }
  /// The scene (nil: a render has no imagery).
  open var scene: MKLookAroundScene? { get async throws { nil } }
  /// Whether a request is loading.
  open var isLoading: Bool { false }
  /// Calls `completionHandler` with no scene.
  open func getSceneWithCompletionHandler(_ completionHandler: @escaping (MKLookAroundScene?, (any Error)?) -> Void) {
    completionHandler(nil, nil)
  }
  /// Cancels the request.
  open func cancel() {}
}

/// Where a Look Around preview puts its badge.
public enum MKLookAroundBadgePosition: Int, Sendable { case topLeading, topTrailing, bottomTrailing }

/// A Look Around preview (iOS 17): with no scene (always, in a render) it is an empty panel of the
/// secondary system background, as iOS shows one whose scene has not loaded.
nonisolated public struct LookAroundPreview: View {
  /// A preview of a scene.
  public init(initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
              pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading) {}
  /// A preview of a scene a binding holds.
  public init(scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
              pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading) {}
  public var body: some View {
    Rectangle().fill(Color(uiColor: .secondarySystemBackground))
  }
}

nonisolated extension View {
  /// Presents the Look Around viewer (not drawn: it covers the screen in another presentation).
  public func lookAroundViewer(isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
                               showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
                               onDismiss: (() -> Void)? = nil) -> some View { self }
}
