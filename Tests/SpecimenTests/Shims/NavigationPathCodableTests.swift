import Foundation
@testable import SpecimenUI
import Testing

/// A route as apps write one for a navigation stack: an enum with associated values. (Not private: a private
/// type's name carries a discriminator the runtime cannot look up, in SwiftUI's decoding too.)
enum CodablePathRoute: Codable, Hashable {
  case recipe(id: Int)
  case search(String)
}

/// A type nested in another, as a feature's own destination often is.
enum CodablePathFeature {
  struct Detail: Codable, Hashable { var name: String }
}

/// A Codable route of a private type, whose name the runtime cannot look up again.
private struct PrivateRoute: Codable, Hashable { var id = 2 }

/// A hashable value that is not Codable.
private struct Opaque: Hashable { var id = 1 }

/// `NavigationPath.CodableRepresentation` (iOS 16): a path of Codable values survives encoding and decoding, as apps
/// keep one in `@SceneStorage`.
@Suite struct NavigationPathCodableTests {
  @Test func aPathOfCodableValuesComesBackAsTheSameValues() throws {
    var path = NavigationPath()
    path.append(CodablePathRoute.recipe(id: 7))
    path.append("tab")
    path.append(CodablePathFeature.Detail(name: "Soup"))
    path.append(42)
    let codable = try #require(path.codable)
    let data = try JSONEncoder().encode(codable)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    #expect(decoded == codable)
    let restored = NavigationPath(decoded)
    #expect(restored == path)
    #expect(restored.count == 4)
    // Last element first, each as its type's name and its JSON.
    let strings = try JSONDecoder().decode([String].self, from: data)
    #expect(strings.count == 8)
    #expect(strings[1] == "42" && strings[3] == #"{"name":"Soup"}"#)
    #expect(NavigationPath(decoded) != NavigationPath([1, 2]))
  }

  @Test func aPathWithAnElementThatIsNotCodableHasNoCodableForm() throws {
    var path = NavigationPath()
    path.append(1)
    path.append(Opaque())
    #expect(path.codable == nil)
    #expect(NavigationPath([PrivateRoute()]).codable == nil)
    let empty = try #require(NavigationPath().codable)
    #expect(String(decoding: try JSONEncoder().encode(empty), as: UTF8.self) == "[]")
  }

  @Test func aTypeTheProgramDoesNotHaveFailsToDecode() {
    let data = Data(#"["NoSuchModule.NoSuchType", "{}"]"#.utf8)
    #expect {
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    } throws: { error in
      "\(error)".contains("no Decodable & Hashable type is named NoSuchModule.NoSuchType")
    }
    let odd = Data(#"["Si"]"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: odd) }
  }
}
