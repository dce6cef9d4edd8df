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
/// the available space", a grey box, drawn in `secondarySystemFill`. The `scale` is never read in a still (no image
/// loads), but one that is not a positive finite number is named when the view resolves.
nonisolated public struct AsyncImage<Content: View>: View {
  let placeholder: AnyView
  /// The display scale given for the image once it loads.
  let scale: CGFloat

  /// Loads and displays an image from the specified URL (drawn as the default placeholder).
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.scale = scale
    placeholder = AnyView(Rectangle().fill(Color(uiColor: .secondarySystemFill)))
  }

  /// Loads and displays a modifiable image, with a custom placeholder until the image loads.
  public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                @ViewBuilder placeholder: @escaping () -> P) where Content == _AsyncImageContent<I, P> {
    self.scale = scale
    self.placeholder = AnyView(placeholder())
  }

  /// Loads and displays a modifiable image in phases; drawn in the `.empty` phase.
  public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
              @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
    self.scale = scale
    placeholder = AnyView(content(.empty))
  }

  public var body: some View {
    if !(scale.isFinite && scale > 0) {
      // A loaded image is `scale` pixels to the point: this scale gives it no size (0, negative) or none at all (NaN, ±∞).
      let _ = ResolveIssues.report(ResolveIssue(.invalidNumber, "AsyncImage(url:scale:) scale \(NumberText.describe(Double(scale))) is not "
        + "a positive finite number of pixels to the point, so the loaded image would have no usable size; drawn in its "
        + "loading state, as every AsyncImage in a still. Give a scale such as 1, 2 or 3 (the image file's pixels to the point)"))
    }
    placeholder
  }
}

/// The content type of an `AsyncImage` built with a content closure and a placeholder.
nonisolated public struct _AsyncImageContent<I: View, P: View>: View {
  public var body: some View { EmptyView() }
}
