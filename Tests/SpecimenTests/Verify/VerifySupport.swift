import Foundation
import SpecimenUI
@testable import Specimen

/// The showcase's capsule style with its destructive stroke colour as a parameter, so tests
/// can "edit" one colour without touching the real sources.
struct TintedCapsuleStyle: ButtonStyle {
  let destructive: Color
  @Environment(\.isEnabled) var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Spacer()
      configuration.label
      Spacer()
    }
    .padding(EdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24))
    .font(.system(.title2, design: .rounded).bold())
    .foregroundColor(.yellow)
    .background {
      Capsule().stroke(configuration.role == .destructive ? destructive : .yellow, lineWidth: 2)
    }
    .opacity(configuration.isPressed ? 0.5 : 1)
    .saturation(isEnabled ? 1 : 0)
  }
}

/// A small catalog: the capsule button (role × state) and a badge that never uses the destructive colour.
enum VerifyCatalog {
  static func entries(destructive: Color = .red, badgeWidth: CGFloat = 80) -> [CatalogEntry] {
    [
      CatalogEntry("Capsule", rows: .role, columns: .interaction, cellWidth: 320) { state in
        Button(role: state.role) {} label: { Text(label(state.role)) }
          .buttonStyle(TintedCapsuleStyle(destructive: destructive))
      },
      CatalogEntry("Badge", axes: [.colorScheme]) { _ in
        Text("New").font(.system(size: 13, weight: .semibold)).foregroundColor(.white)
          .frame(width: badgeWidth, height: 24)
          .background(Capsule().fill(Color.blue))
      },
    ]
  }

  static func label(_ role: ButtonRole?) -> String {
    switch role {
    case .some(.destructive): return "Delete"
    case .some(.cancel): return "Cancel"
    default: return "Continue"
    }
  }
}

/// A fresh temporary folder, removed when the value is released.
final class TemporaryFolder: @unchecked Sendable {
  let url: URL

  init(_ name: String = "verify") {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }

  /// Every file below the folder (relative paths), hidden ones included, sorted.
  func files() -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: url.path) else { return [] }
    var found: [String] = []
    while let path = walker.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
        found.append(path)
      }
    }
    return found.sorted()
  }

  /// The bytes of every file, by relative path.
  func contents() -> [String: Data] {
    Dictionary(uniqueKeysWithValues: files().compactMap { path in
      FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map { (path, $0) }
    })
  }
}

/// A CLI output that collects lines.
final class CapturedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var outLines: [String] = []
  private var errLines: [String] = []

  var output: CLIOutput {
    CLIOutput(out: { [self] line in lock.withLock { outLines.append(line) } },
              err: { [self] line in lock.withLock { errLines.append(line) } })
  }
  var out: String { lock.withLock { outLines.joined(separator: "\n") } }
  var err: String { lock.withLock { errLines.joined(separator: "\n") } }
}

/// Runs the CLI over `catalog`; returns the status and what it printed.
func runCLI(_ catalog: [CatalogEntry], _ arguments: [String]) -> (status: Int32, out: String, err: String) {
  let captured = CapturedOutput()
  let status = SpecimenCLI.run(catalog: catalog, arguments: arguments, output: captured.output)
  return (status, captured.out, captured.err)
}

/// Records every cell of `catalog` into `folder` with mode all.
@discardableResult
func recordGoldens(_ catalog: [CatalogEntry], into folder: URL) -> Recorder.Result {
  Recorder(verifier: Verifier(goldens: folder), mode: .all).run(catalog)
}
