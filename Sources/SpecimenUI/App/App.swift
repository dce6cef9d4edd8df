import Foundation

/// A type that represents the structure and behavior of an app.
///
/// Declare the app's scenes in `body` (`WindowGroup { ContentView() }`) and mark the type `@main`,
/// as an iOS app does; such a file compiles unchanged. Specimen draws views, not apps: `main()`
/// starts no app. It writes one line to standard error saying so and returns, so a test or preview
/// renders the views the scenes hold instead.
@MainActor @preconcurrency
public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene

  /// The content and behavior of the app.
  @SceneBuilder var body: Self.Body { get }

  /// Creates an instance of the app using the body that you define for its content.
  init()
}

extension App {
  /// Initializes and runs the app: here it makes the app, reads its scenes and writes to standard
  /// error that a render draws views, naming the app and how many window groups it declares.
  @MainActor @preconcurrency
  public static func main() {
    let line = AppLaunch.message(for: Self())
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// What `App.main()` reports.
package enum AppLaunch {
  /// The line `App.main()` writes for `app`.
  @MainActor
  package static func message<A: App>(for app: A) -> String {
    let windows = SceneTree.windowGroupCount(app.body)
    return "\(A.self): Specimen draws views, not apps, so App.main() starts nothing "
      + "(\(windows) window group\(windows == 1 ? "" : "s") declared); render the views of its scenes instead."
  }
}
