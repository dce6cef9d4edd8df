// `import PhotosUI` for SwiftUI's photo picker (iOS 16): `PhotosPicker`, `PhotosPickerItem`,
// `PHPickerFilter` and the `photosPicker` modifiers. At rest a `PhotosPicker` is a button showing its
// label in the environment's button style, as on iOS; the picker it presents is never drawn, and no
// item is ever picked, so `loadTransferable` returns nil. Re-exports SpecimenUI.
@_exported import SpecimenUI

/// A filter that restricts which types of assets a photo picker shows.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
  let description: String
  /// Images (including Live Photos).
  public static let images = PHPickerFilter(description: "images")
  /// Videos.
  public static let videos = PHPickerFilter(description: "videos")
  /// Live Photos.
  public static let livePhotos = PHPickerFilter(description: "livePhotos")
  /// Screenshots.
  public static let screenshots = PHPickerFilter(description: "screenshots")
  /// Screen recordings.
  public static let screenRecordings = PHPickerFilter(description: "screenRecordings")
  /// Slow-motion videos.
  public static let slomoVideos = PHPickerFilter(description: "slomoVideos")
  /// Time-lapse videos.
  public static let timelapseVideos = PHPickerFilter(description: "timelapseVideos")
  /// Cinematic videos.
  public static let cinematicVideos = PHPickerFilter(description: "cinematicVideos")
  /// Photos taken with depth effect.
  public static let depthEffectPhotos = PHPickerFilter(description: "depthEffectPhotos")
  /// Burst photos.
  public static let bursts = PHPickerFilter(description: "bursts")
  /// Panoramas.
  public static let panoramas = PHPickerFilter(description: "panoramas")
  /// Assets of any of the given filters.
  public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(description: "any(\(subfilters.map(\.description).joined(separator: ",")))")
  }
  /// Assets of all of the given filters.
  public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(description: "all(\(subfilters.map(\.description).joined(separator: ",")))")
  }
  /// Assets not of the given filter.
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(description: "not(\(filter.description))") }
}

/// An item a photo picker returned (none is, in a still render).
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
  /// The local identifier of the picked asset.
  public let itemIdentifier: String?
  /// The content types the item can be loaded as.
  public let supportedContentTypes: [UTType]

  /// Creates an item for an asset identifier.
  public init(itemIdentifier: String) {
    self.itemIdentifier = itemIdentifier
    self.supportedContentTypes = []
  }

  /// Loads the item as a transferable type; nothing is ever loaded in a render, so this is nil.
  public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

  /// Loads the item as a transferable type, calling `completionHandler` (with `.success(nil)` in a render).
  @discardableResult
  public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
    completionHandler(.success(nil))
    return Progress(totalUnitCount: 0)
  }

  /// How a picker chooses between an asset's encodings.
  public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
    /// The asset's current encoding.
    public static let current = EncodingDisambiguationPolicy(name: "current")
    /// The most compatible encoding.
    public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
  }
}

/// How a photo picker lets the user select several items.
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
  let name: String
  /// The system's default behavior.
  public static let `default` = PhotosPickerSelectionBehavior(name: "default")
  /// Items are numbered in the order they were selected.
  public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
  /// The selection updates while the picker is open (iOS 17).
  public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
  /// Continuous and ordered (iOS 17).
  public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// A view that presents the photo picker when tapped: at rest, a button showing its label.
nonisolated public struct PhotosPicker<Label: View>: View {
  let label: Label
  /// The selection limit given, checked when the picker is drawn (`SelectionLimitCheck`).
  var maxSelectionCount: Int? = nil

  /// Creates a picker selecting one item, with a custom label.
  public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// Creates a picker selecting several items, with a custom label.
  public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
              selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    self.maxSelectionCount = maxSelectionCount
  }

  public var body: some View {
    SelectionLimitCheck.check("PhotosPicker", maxSelectionCount)
    return Button(action: {}) { label }
  }
}

nonisolated extension PhotosPicker where Label == Text {
  /// Creates a picker selecting one item, titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
    self.label = Text(titleKey)
  }

  /// Creates a picker selecting one item, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                 preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
    self.label = Text(title)
  }

  /// Creates a picker selecting several items, titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
              selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
    self.label = Text(titleKey)
    self.maxSelectionCount = maxSelectionCount
  }

  /// Creates a picker selecting several items, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                 selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                 preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
    self.label = Text(title)
    self.maxSelectionCount = maxSelectionCount
  }
}

nonisolated extension View {
  /// Presents a photo picker selecting one item (only the presenting view is drawn).
  public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                           preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
    inert()
  }

  /// Presents a photo picker selecting several items (only the presenting view is drawn).
  public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                           selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                           preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
    environmentChange { _ in SelectionLimitCheck.check(".photosPicker", maxSelectionCount) }
  }
}
