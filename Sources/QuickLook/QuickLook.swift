// `import QuickLook` for SwiftUI's `quickLookPreview` modifiers: they present a full-screen preview,
// so a still render draws only the presenting view. Re-exports SpecimenUI.
@_exported import SpecimenUI

nonisolated extension View {
  /// Presents a Quick Look preview of the URL when it is not nil (only the presenting view is drawn).
  public func quickLookPreview(_ item: Binding<URL?>) -> some View { inert() }

  /// Presents a Quick Look preview of the URLs, starting at the selection (only the presenting view is drawn).
  public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<Items.Element?>, in items: Items) -> some View
  where Items.Element == URL {
    inert()
  }
}
