import Foundation

extension UIButton: UIKitRestingDrawing {
  var sizesToDrawing: Bool { true }

  var restingDrawing: AnyView? {
    if let configuration { return AnyView(ConfiguredButtonDrawing(button: self, configuration: configuration)) }
    return AnyView(LegacyButtonDrawing(button: self))
  }
}

/// A configured button at rest: SwiftUI's button in the built-in style of the configuration's look (filled and
/// bordered prominent: `.borderedProminent`; tinted, gray and bordered: `.bordered`, tinted by the base background
/// colour or the view's tint; plain and borderless: `.borderless`), at the control size of `buttonSize`, with the
/// configuration's corners, title, subtitle and image.
nonisolated struct ConfiguredButtonDrawing: View {
  let button: UIButton
  let configuration: UIButton.Configuration

  var body: some View {
    checkNumbers()
    let tint = Color(uiColor: configuration.baseBackgroundColor ?? button.tintColor ?? .systemBlue)
    let foreground = configuration.baseForegroundColor.map { Color(uiColor: $0) }
    let label = ButtonLabelDrawing(title: configuration.attributedTitle.map { Text($0) } ?? configuration.title.map { Text(verbatim: $0) },
                                   subtitle: configuration.attributedSubtitle.map { Text($0) } ?? configuration.subtitle.map { Text(verbatim: $0) },
                                   image: configuration.showsActivityIndicator ? nil : configuration.image,
                                   spinner: configuration.showsActivityIndicator,
                                   placement: configuration.imagePlacement, padding: configuration.imagePadding,
                                   titlePadding: configuration.titlePadding)
    // The look's own label colour (white on a filled button, the tint on the others) unless the base foreground
    // colour replaces it.
    let content = Group {
      if let foreground { label.foregroundStyle(foreground) } else { label }
    }
    let styled = Group {
      switch configuration.look {
      case .filled, .borderedProminent: Button(action: {}) { content }.buttonStyle(.borderedProminent)
      case .tinted, .borderedTinted, .gray, .bordered: Button(action: {}) { content }.buttonStyle(.bordered)
      case .plain, .borderless: Button(action: {}) { content }.buttonStyle(.borderless)
      }
    }
    return styled
      .buttonBorderShape(borderShape)
      .controlSize(controlSize)
      .tint(configuration.look == .gray || configuration.look == .bordered ? nil : tint)
      .disabled(!button.isEnabled)
  }

  /// Names the configuration's lengths that are not finite (each taken as 0; the insets are the style's own).
  private func checkNumbers() {
    let insets = configuration.contentInsets
    let lengths: [(String, CGFloat)] = [("imagePadding", configuration.imagePadding), ("titlePadding", configuration.titlePadding),
                                        ("contentInsets.top", insets.top), ("contentInsets.leading", insets.leading),
                                        ("contentInsets.bottom", insets.bottom), ("contentInsets.trailing", insets.trailing)]
    for (name, value) in lengths where !value.isFinite {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "UIButton.Configuration.\(name) \(NumberText.describe(value)) is not a "
        + "length; taken as 0. Give a finite length"))
    }
  }

  private var controlSize: ControlSize {
    switch configuration.buttonSize {
    case .mini: .mini
    case .small: .small
    case .medium: .regular
    case .large: .large
    }
  }

  private var borderShape: ButtonBorderShape {
    switch configuration.cornerStyle {
    case .capsule: .capsule
    case .fixed: .roundedRectangle(radius: configuration.background.cornerRadius)
    case .small: .roundedRectangle(radius: 4)
    case .medium: .roundedRectangle(radius: 8)
    case .large: .roundedRectangle(radius: 12)
    case .dynamic: .automatic
    }
  }
}

/// A legacy button at rest: its title (styled or plain, in the title label's font, 15-pt system by default) in its
/// title colour (a system button's tint, a custom button's white), with its image before it, inside
/// `contentEdgeInsets` and 6 pt above and below, as UIKit sizes a system button (30 pt tall at 15 pt).
nonisolated struct LegacyButtonDrawing: View {
  let button: UIButton

  var body: some View {
    let state = button.drawnState
    let font = button.titleLabel?.font ?? .systemFont(ofSize: 15)
    let color = button.titleColor(for: state) ?? (button.buttonType == .custom ? .white : (button.isEnabled ? button.tintColor : .systemGray))
    let title: Text? = button.attributedTitle(for: state).map {
      StringDrawing($0, defaults: [.font: font, .foregroundColor: color ?? .systemBlue]).text
    } ?? button.title(for: state).map { Text(verbatim: $0) }
    let insets = button.contentEdgeInsets
    return ButtonLabelDrawing(title: title, subtitle: nil, image: button.image(for: state), spinner: false, placement: .leading,
                              padding: 0, titlePadding: 0)
      .font(Font(font))
      .foregroundStyle(Color(uiColor: color ?? .systemBlue))
      .padding(.vertical, 6)
      .padding(EdgeInsets(top: LayerTreeDrawing.usable(insets.top), leading: LayerTreeDrawing.usable(insets.left),
                          bottom: LayerTreeDrawing.usable(insets.bottom), trailing: LayerTreeDrawing.usable(insets.right)))
  }
}

/// A button's title, subtitle and image (or spinner), the image on the side `placement` names.
nonisolated struct ButtonLabelDrawing: View {
  let title: Text?
  let subtitle: Text?
  let image: UIImage?
  let spinner: Bool
  let placement: NSDirectionalRectEdge
  let padding: CGFloat
  let titlePadding: CGFloat

  var body: some View {
    let texts = VStack(spacing: LayerTreeDrawing.usable(titlePadding)) {
      if let title { title }
      if let subtitle { subtitle.font(.footnote) }
    }
    let gap = LayerTreeDrawing.usable(padding)
    let icon = Group {
      if spinner { ProgressView() } else if let image { Image(uiImage: image) }
    }
    return Group {
      if placement.contains(.top) {
        VStack(spacing: gap) { icon; texts }
      } else if placement.contains(.bottom) {
        VStack(spacing: gap) { texts; icon }
      } else if placement.contains(.trailing) {
        HStack(spacing: gap) { texts; icon }
      } else {
        HStack(spacing: gap) { icon; texts }
      }
    }
  }
}
