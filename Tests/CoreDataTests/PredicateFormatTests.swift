import CoreData
import Foundation
import Specimen
import SpecimenUI
import SwiftUI
import Testing

/// A recipe with the attribute kinds predicates compare: strings, integers, reals, Booleans, dates, identifiers, a
/// to-one and a to-many relationship.
final class Recipe: NSManagedObject {
  var title: String?
  var minutes: Int16 = 0
  var rating: Double = 0
  var isFavorite = false
  var created: Date?
  var id: UUID?
  var cook: Cook?
  var tags: Set<RecipeTag> = []
}

final class Cook: NSManagedObject {
  var name = ""
}

final class RecipeTag: NSManagedObject {
  var name = ""
}

/// Predicate format strings, parsed and evaluated as Foundation's are on Apple platforms (the Predicate Programming
/// Guide's "Predicate Format String Syntax"), so a `@FetchRequest` or a fetched results controller with a format
/// predicate fetches what it would on an iPhone.
@Suite struct PredicateFormatTests {
  private let context: NSManagedObjectContext
  private let recipes: [Recipe]
  private let identifier = UUID()
  private let day = Date(timeIntervalSinceReferenceDate: 800_000_000)

  init() {
    let container = NSPersistentContainer(name: "Recipes")
    container.loadPersistentStores { _, _ in }
    let context = container.viewContext
    let day = self.day
    let ana = Cook(context: context), bo = Cook(context: context)
    (ana.name, bo.name) = ("Ana", "Bo")
    func tags(_ names: String...) -> Set<RecipeTag> {
      Set(names.map { name in
        let tag = RecipeTag(context: context)
        tag.name = name
        return tag
      })
    }
    let rows: [(String?, Int16, Double, Bool, Cook?, Set<RecipeTag>)] = [
      ("Café Latte", 5, 4.5, true, ana, tags("quick", "vegan")),
      ("CAFE noir", 3, 3.0, false, bo, tags("quick")),
      ("Tea", 4, 2.5, true, nil, []),
      ("Tomato soup", 40, 4.0, false, ana, tags("vegan", "veg")),
      (nil, 90, 5.0, true, bo, tags("meat", "slow")),
    ]
    let recipes = rows.enumerated().map { index, row in
      let recipe = Recipe(context: context)
      (recipe.title, recipe.minutes, recipe.rating, recipe.isFavorite, recipe.cook, recipe.tags) = row
      recipe.created = day.addingTimeInterval(Double(index) * 86_400)
      return recipe
    }
    recipes[2].id = identifier
    self.context = context
    self.recipes = recipes
  }

  /// The indices (into `recipes`) of what a fetch with `predicate` returns, in insertion order.
  private func fetched(_ predicate: NSPredicate) throws -> [Int] {
    let request = NSFetchRequest<Recipe>(entityName: "Recipe")
    request.predicate = predicate
    return try context.fetch(request).compactMap { recipes.firstIndex(of: $0) }
  }

  @Test func stringOperatorsFoldCaseAndDiacriticsOnlyWhenAsked() throws {
    #expect(try fetched(NSPredicate(format: "title CONTAINS[cd] %@", "cafe")) == [0, 1])
    #expect(try fetched(NSPredicate(format: "title CONTAINS[c] %@", "cafe")) == [1])
    #expect(try fetched(NSPredicate(format: "title contains %@", "Caf")) == [0])
    #expect(try fetched(NSPredicate(format: "title BEGINSWITH 'T'")) == [2, 3])
    #expect(try fetched(NSPredicate(format: "title ENDSWITH[c] \"SOUP\"")) == [3])
    #expect(try fetched(NSPredicate(format: "title ==[c] 'tea'")) == [2])
    // An empty search string matches nothing, as NSString finds no range of "".
    #expect(try fetched(NSPredicate(format: "title CONTAINS[cd] %@", "")) == [])
  }

  @Test func comparisonsOfNumbersBooleansDatesAndIdentifiers() throws {
    #expect(try fetched(NSPredicate(format: "minutes <= %d AND isFavorite == YES", 5)) == [0, 2])
    #expect(try fetched(NSPredicate(format: "rating BETWEEN {3, 4.5}")) == [0, 1, 3])
    #expect(try fetched(NSPredicate(format: "isFavorite = %@", NSNumber(value: false))) == [1, 3])
    #expect(try fetched(NSPredicate(format: "isFavorite == 1")) == [0, 2, 4])
    #expect(try fetched(NSPredicate(format: "created > %@", day.addingTimeInterval(2 * 86_400) as NSDate)) == [3, 4])
    #expect(try fetched(NSPredicate(format: "id == %@", identifier as CVarArg)) == [2])
    #expect(try fetched(NSPredicate(format: "%K > %f", "rating", 4.2)) == [0, 4])
    #expect(try fetched(NSPredicate(format: "minutes * 2 > 60")) == [3, 4])
    #expect(try fetched(NSPredicate(format: "title == nil OR minutes < 4")) == [1, 4])
    #expect(try fetched(NSPredicate(format: "title != nil && !(title BEGINSWITH 'T')")) == [0, 1])
  }

  @Test func relationshipsAggregatesAndSubqueries() throws {
    #expect(try fetched(NSPredicate(format: "cook.name ==[c] %@", "ana")) == [0, 3])
    #expect(try fetched(NSPredicate(format: "cook == nil")) == [2])
    #expect(try fetched(NSPredicate(format: "cook == %@", recipes[1].cook!)) == [1, 4])
    #expect(try fetched(NSPredicate(format: "ANY tags.name == %@", "vegan")) == [0, 3])
    #expect(try fetched(NSPredicate(format: "%@ IN tags.name", "quick")) == [0, 1])
    // In memory, a to-many key path without ANY reads the names as one collection, which contains "quick" and
    // equals no string.
    #expect(recipes.indices.filter { NSPredicate(format: "tags.name CONTAINS 'quick'").evaluate(with: recipes[$0]) } == [0, 1])
    #expect(recipes.indices.filter { NSPredicate(format: "tags.name == 'vegan'").evaluate(with: recipes[$0]) } == [])
    #expect(try fetched(NSPredicate(format: "tags.@count >= 2")) == [0, 3, 4])
    #expect(try fetched(NSPredicate(format: "ALL tags.name BEGINSWITH 'v'")) == [2, 3])
    #expect(try fetched(NSPredicate(format: "NONE tags.name IN %@", ["meat", "quick"])) == [2, 3])
    #expect(try fetched(NSPredicate(format: "SUBQUERY(tags, $tag, $tag.name LIKE 'v*').@count == 1")) == [0])
    #expect(try fetched(NSPredicate(format: "title IN %@", ["Tea", "Tomato soup", "Pie"])) == [2, 3])
  }

  @Test func wildcardsRegularExpressionsAndPrecedenceOnPlainValues() {
    #expect(NSPredicate(format: "SELF LIKE 'a*c'").evaluate(with: "abbbc"))
    #expect(!NSPredicate(format: "SELF LIKE 'a?c'").evaluate(with: "abbc"))
    #expect(NSPredicate(format: "SELF LIKE[c] 'A?C'").evaluate(with: "abc"))
    #expect(NSPredicate(format: "SELF MATCHES %@", "[a-c]+").evaluate(with: "abcab"))
    // MATCHES matches the whole string, not a part of it.
    #expect(!NSPredicate(format: "SELF MATCHES '[a-c]+'").evaluate(with: "abcd"))
    // One pattern under two sets of options is compiled twice.
    #expect(NSPredicate(format: "SELF MATCHES 'a+' OR SELF MATCHES[c] 'a+'").evaluate(with: "AAA"))
    #expect(NSPredicate(format: "length > 3").evaluate(with: "four"))
    // AND binds tighter than OR.
    let precedence = NSPredicate(format: "a == 1 OR b == 2 AND c == 3")
    #expect(precedence.evaluate(with: ["a": 1, "b": 0, "c": 0]))
    #expect(!precedence.evaluate(with: ["a": 0, "b": 2, "c": 0]))
    let variables = NSPredicate(format: "SELF > $limit")
    #expect(variables.evaluate(with: 5, substitutionVariables: ["limit": 4]))
    #expect(!variables.evaluate(with: 3, substitutionVariables: ["limit": 4]))
  }

  @Test func aFormatFoundationCannotParseNamesTheFormatAndWhere() {
    let (predicate, issues) = ResolveIssues.collecting { NSPredicate(format: "title ==") }
    #expect(issues.map(\.message) == [
      "NSPredicate(format: \"title ==\"): cannot parse the format at character 8: expected a value or a key path. Foundation "
        + "raises \"Unable to parse the format string\" here on iOS; fix the format (Apple's Predicate Format String Syntax)",
    ])
    #expect(issues.map(\.kind) == [.trap])
    #expect(!predicate.evaluate(with: "anything"))
    let missing = ResolveIssues.collecting { NSPredicate(format: "a == %@ AND b == %@", "x") }.issues
    #expect(missing.first?.message.contains("at character 17: expected an argument for %@ (the format has more specifiers than the 1 argument given)") == true, "\(missing)")
    let unknown = ResolveIssues.collecting { try? fetched(NSPredicate(format: "titel == 'Tea'")) }
    #expect(unknown.result == [])
    #expect(unknown.issues.map(\.message) == ["NSPredicate(format: \"titel == 'Tea'\"): keypath titel not found in entity Recipe (Core "
      + "Data's words). Foundation raises an exception here on iOS; fix the format (Apple's Predicate Format String Syntax)"])
    // A property that holds nil is found: it is not an unknown key.
    #expect(ResolveIssues.collecting { try? fetched(NSPredicate(format: "cook.name == 'Ana'")) }.issues.isEmpty)
    // A store's fetch refuses a key path through a to-many relationship without ANY, ALL, NONE or IN, and fetches nothing.
    let toMany = ResolveIssues.collecting { try? fetched(NSPredicate(format: "tags.name == 'vegan'")) }
    #expect(toMany.result == [])
    #expect(Set(toMany.issues.map(\.message)) == ["NSPredicate(format: \"tags.name == 'vegan'\"): to-many key not allowed here (Core "
      + "Data's words): tags is a to-many relationship of Recipe, so the key path reads many values; say how to compare them "
      + "with ANY, ALL or NONE (ANY tags.name …), IN, or a SUBQUERY. Foundation raises an exception here on iOS; fix the format "
      + "(Apple's Predicate Format String Syntax)"])
    #expect(toMany.issues.map(\.kind).allSatisfy { $0 == .trap })
    let contains = ResolveIssues.collecting { try? fetched(NSPredicate(format: "tags.name CONTAINS 'quick'")) }
    #expect(contains.result == [])
    // Only the refusal is reported: the refused comparison is not also tried as a substring search.
    #expect(!contains.issues.isEmpty && contains.issues.allSatisfy { $0.message.contains("to-many key not allowed here") })
    // What a fetch allows: a qualifier, the right side of IN, a collection operator, a SUBQUERY, the relationship itself.
    for allowed in ["ANY tags.name == 'veg'", "'veg' IN tags.name", "tags.@count > 1", "SUBQUERY(tags, $t, $t.name == 'veg').@count > 0",
                    "tags.@max.name == 'veg'"] {
      #expect(ResolveIssues.collecting { try? fetched(NSPredicate(format: allowed)) }.issues.isEmpty, "\(allowed)")
    }
    let regex = ResolveIssues.collecting { NSPredicate(format: "SELF MATCHES '[a-'").evaluate(with: "a") }
    #expect(!regex.result)
    #expect(regex.issues.first?.message.hasPrefix("NSPredicate(format: \"SELF MATCHES '[a-'\"): MATCHES: \"[a-\" is not a regular expression ICU can read") == true)
    let substring = ResolveIssues.collecting { NSPredicate(format: "minutes BEGINSWITH 'T'").evaluate(with: recipes[0]) }.issues
    #expect(substring.first?.message.hasPrefix("NSPredicate(format: \"minutes BEGINSWITH 'T'\"): BEGINSWITH compares strings, not a Int16 and the string \"T\"") == true)
  }

  /// A long flat format is read in one pass; nesting past `PredicateParser.maxDepth` fails to parse, naming the
  /// limit, rather than exhausting the stack.
  @Test func longAndDeepFormatsAreBounded() {
    let long = Array(repeating: "SELF == 1", count: 20_000).joined(separator: " OR ") + " OR SELF == 7"
    #expect(NSPredicate(format: long).evaluate(with: 7))
    #expect(!NSPredicate(format: long).evaluate(with: 8))
    let deep = String(repeating: "(", count: 10_000) + "SELF == 1" + String(repeating: ")", count: 10_000)
    let issues = ResolveIssues.collecting { NSPredicate(format: deep) }.issues
    #expect(issues.first?.message.contains("expected at most \(PredicateParser.maxDepth) nested levels") == true, "\(issues)")
    let shallow = String(repeating: "(", count: 100) + "SELF == 1" + String(repeating: ")", count: 100)
    #expect(NSPredicate(format: shallow).evaluate(with: 1))
    let sums = ResolveIssues.collecting { NSPredicate(format: "SELF == " + Array(repeating: "1", count: 1_000).joined(separator: " + ")) }.issues
    #expect(sums.first?.message.contains("expected at most \(PredicateParser.maxDepth) operators in a row") == true)
  }

  @Test func aFetchRequestWithAFormatPredicateDrawsOnlyWhatItMatches() throws {
    struct FavouriteStrip: View {
      @FetchRequest(sortDescriptors: [SortDescriptor(\Recipe.minutes)], predicate: NSPredicate(format: "isFavorite == true"))
      private var favourites: FetchedResults<Recipe>
      var body: some View {
        HStack(spacing: 0) {
          ForEach(favourites) { recipe in Color.red.frame(width: CGFloat(recipe.minutes), height: 10) }
        }
      }
    }
    let image = try ViewRenderer(scale: 1).rasterize(FavouriteStrip().environment(\.managedObjectContext, context), in: .unspecified)
    #expect(image.width == 4 + 5 + 90)
  }

  @Test func aCellWhosePredicateCannotBeParsedFailsAlone() throws {
    struct Broken: View {
      @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)], predicate: NSPredicate(format: "title CONTAINZ 'x'"))
      private var recipes: FetchedResults<Recipe>
      var body: some View { Color.red.frame(width: CGFloat(recipes.count + 1), height: 10) }
    }
    let image = try ViewRenderer(scale: 1).rasterize(Broken().environment(\.managedObjectContext, context), in: .unspecified)
    #expect(image.diagnostics.errors.map(\.message).contains {
      $0.hasPrefix("NSPredicate(format: \"title CONTAINZ 'x'\"): cannot parse the format at character 6: expected a comparison operator")
    }, "\(image.diagnostics)")
  }
}
