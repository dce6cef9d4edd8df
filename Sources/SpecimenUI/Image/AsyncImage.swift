import Foundation

/// The current phase of an asynchronous image load.
public enum AsyncImagePhase: @unchecked Sendable {
  /// No image is loaded.
  case empty
  /// An image loaded successfully.
  case success(Image)
  /// An image failed to load with an error.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? { if case .success(let image) = self { return image } else { return nil } }
  /// The error that occurred when attempting to load an image, if any.
  public var error: (any Error)? { if case .failure(let error) = self { return error } else { return nil } }
}

/// A view that asynchronously loads and displays an image (iOS 15).
///
/// Specimen renders stills and loads nothing, so an `AsyncImage` is drawn the way a snapshot test
/// on iOS catches it: before the load completes. That is the phase `.empty`: the `placeholder`
/// (or `content(.empty)`), and for `init(url:scale:)` Apple's "standard placeholder that fills
/// the available space", a grey box, drawn in `secondarySystemFill`.
nonisolated public struct AsyncImage<Content: View>: View {
  let placeholder: AnyView

  /// Loads and displays an image from the specified URL (drawn as the default placeholder).
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    placeholder = AnyView(Rectangle().fill(Color(uiColor: .secondarySystemFill)))
  }

  /// Loads and displays a modifiable image, with a custom placeholder until the image loads.
  public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                @ViewBuilder placeholder: @escaping () -> P) where Content == _AsyncImageContent<I, P> {
    self.placeholder = AnyView(placeholder())
  }

  /// Loads and displays a modifiable image in phases; drawn in the `.empty` phase.
  public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
              @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
    placeholder = AnyView(content(.empty))
  }

  public var body: some View { placeholder }
}

/// The content type of an `AsyncImage` built with a content closure and a placeholder.
nonisolated public struct _AsyncImageContent<I: View, P: View>: View {
  public var body: some View { EmptyView() }
}
