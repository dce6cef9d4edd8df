// `import AVKit` for `VideoPlayer` and `AVPlayerViewController`. A render decodes no video: the player
// shows the black it shows before its first frame, without the playback controls, which appear
// over the video only once it is touched; a `VideoPlayer`'s overlay is drawn over the black
// (docs/unsupported.md). Re-exports AVFoundation and SpecimenUI.
@_exported import AVFoundation
@_exported import SpecimenUI

/// A view that displays content from a player and a native user interface to control playback.
///
/// Drawn as the black video area it is before the first frame: it takes the space it is offered,
/// with the overlay laid out over that area.
public struct VideoPlayer<VideoOverlay: View>: View {
  private let player: AVPlayer?
  private let videoOverlay: VideoOverlay

  /// Creates a player view with an overlay drawn over the video.
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
    self.videoOverlay = videoOverlay()
  }

  public var body: some View {
    ZStack {
      Color.black
      videoOverlay
    }
  }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  /// Creates a player view.
  public init(player: AVPlayer?) {
    self.init(player: player) { EmptyView() }
  }
}

/// A view controller that displays content from a player and presents a native playback interface.
///
/// Its view is the black video area (no frame is decoded in a render) without the controls.
open class AVPlayerViewController: UIViewController, @unchecked Sendable {
  /// The player that provides the media content for the controller.
  open var player: AVPlayer?
  /// Whether the controller shows playback controls (not drawn at rest either way).
  open var showsPlaybackControls = true
  /// How the video is displayed within the controller's bounds.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// Whether the controller allows Picture in Picture playback.
  open var allowsPictureInPicturePlayback = true
  /// Whether the player enters full screen when playback begins.
  open var entersFullScreenWhenPlaybackBegins = false
  /// Whether the player exits full screen when playback ends.
  open var exitsFullScreenWhenPlaybackEnds = false
  /// Whether the player updates Now Playing information.
  open var updatesNowPlayingInfoCenter = true
  /// The controller's delegate; none of its methods is called in a render.
  open weak var delegate: (any AVPlayerViewControllerDelegate)?

  /// Creates the controller's view: the black area the video plays in.
  open override func loadView() {
    super.loadView()
    view.backgroundColor = .black
  }
}

/// A protocol that defines the methods to implement to respond to player view controller events.
public protocol AVPlayerViewControllerDelegate: AnyObject {}
