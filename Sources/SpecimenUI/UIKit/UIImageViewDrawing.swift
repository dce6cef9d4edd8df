import Foundation

extension UIImageView: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    guard let image = shownImage else { return nil }
    return AnyView(ImageViewDrawing(image: image, contentMode: contentMode, tint: tintColor))
  }
}

/// An image view's image at rest, placed by its content mode: stretched (`.scaleToFill`), fitted or filled keeping
/// its aspect ratio (filled is clipped to the view), or at its own size at the centre, an edge or a corner; a
/// template image (symbols) in the view's tint colour.
nonisolated struct ImageViewDrawing: View {
  let image: UIImage
  let contentMode: UIView.ContentMode
  let tint: UIColor?

  var body: some View {
    let picture = Image(uiImage: image)
    return Group {
      switch contentMode {
      case .scaleToFill, .redraw:
        picture.resizable()
      case .scaleAspectFit:
        picture.resizable().scaledToFit().frame(maxWidth: .infinity, maxHeight: .infinity)
      case .scaleAspectFill:
        Color.clear.overlay { picture.resizable().scaledToFill() }.clipped()
      default:
        picture.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
      }
    }
    .foregroundStyle(Color(uiColor: tint ?? .systemBlue))
  }

  private var alignment: Alignment {
    switch contentMode {
    case .top: .top
    case .bottom: .bottom
    case .left: .leading
    case .right: .trailing
    case .topLeft: .topLeading
    case .topRight: .topTrailing
    case .bottomLeft: .bottomLeading
    case .bottomRight: .bottomTrailing
    default: .center
    }
  }
}
