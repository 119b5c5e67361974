import Testing

@testable import MockGeneratorCore

@Suite struct MockNamingTests {
    private func member(
        _ base: String, _ labels: [String?] = [], _ types: [String] = [], result: String? = nil
    ) -> MockNaming.Member {
        MockNaming.Member(
            baseName: base, labels: labels, parameterTypes: types.map { .named($0) },
            result: result.map { .named($0) })
    }

    @Test func aUniqueNameIsTheBaseName() {
        #expect(
            MockNaming.names(of: [member("fetch", ["id"]), member("save")]) == ["fetch", "save"])
    }

    @Test func overloadsAddTheirLabels() {
        let names = MockNaming.names(of: [member("fetch", ["id"]), member("fetch", ["name"])])
        #expect(names == ["fetchId", "fetchName"])
    }

    @Test func thenTheirParameterTypes() {
        let names = MockNaming.names(of: [
            member("fetch", ["id"], ["Int"]), member("fetch", [nil], ["URL"]),
            member("fetch", [nil], ["String"]),
        ])
        #expect(names == ["fetchId", "fetchURL", "fetchString"])
    }

    @Test func thenTheirResultType() {
        let names = MockNaming.names(of: [
            member("make", result: "Int"), member("make", result: "String"),
        ])
        #expect(names == ["makeReturningInt", "makeReturningString"])
    }

    @Test func membersThatNoLevelTellsApartAreNumberedWithoutTrapping() {
        // Two members named at the last level already, and one that stays at the first.
        let names = MockNaming.names(of: [
            member("pair", result: "Pair"), member("pair", result: "Pair"), member("pair"),
            member("pair2"),
        ])
        #expect(names == ["pairReturningPair", "pairReturningPair2", "pair", "pair2"])
        #expect(Set(names).count == names.count)
    }

    @Test func aNumberSkipsTheNamesAlreadyTaken() {
        let names = MockNaming.names(of: [member("f"), member("f"), member("f2")])
        #expect(names == ["f", "f3", "f2"])
    }

    @Test func thenANumber() {
        let names = MockNaming.names(of: [
            member("subscript", [nil], ["Int"]), member("subscript", [nil], ["Int"]),
        ])
        #expect(names == ["subscript", "subscript2"])
    }

    @Test func operatorsAreSpelledInWords() throws {
        func baseName(_ text: String) throws -> String {
            let declaration = try DeclarationParser.declaration(text)
            return MockNaming.baseName(of: try #require(Requirement(declaration, origin: "P")))
        }
        #expect(try baseName("static func + (lhs: Self, rhs: Self) -> Self") == "operatorPlus")
        #expect(
            try baseName("static func <= (lhs: Self, rhs: Self) -> Bool") == "operatorLessEqual")
        #expect(try baseName("init(x: Int)") == "init")
        #expect(try baseName("func `default`()") == "default")
    }

    @Test(arguments: [
        ("[String]", "StringArray"), ("Int?", "OptionalInt"),
        ("[String: Int]", "StringIntDictionary"),
        ("(Int, Int)", "Tuple"), ("() -> Void", "Closure"), ("some Hashable", "Hashable"),
        ("T.Type", "TType"), ("Result<Data, any Error>", "ResultDataError"), ("()", "Void"),
        ("inout Foundation.URL", "URL"), ("A & B", "AB"),
    ])
    func typesAreWords(type: String, word: String) throws {
        #expect(MockNaming.typeWord(try DeclarationParser.type(type)) == word)
    }

    @Test func aWrappersNameSaysWhatItIsFor() {
        #expect(WrapperName(stem: "fetchId", role: .mock).identifier == "fetchIdMock")
        #expect(WrapperName(stem: "count", role: .propertySetter).identifier == "countSetMock")
        #expect(
            WrapperName(stem: "subscriptInt", role: .subscriptSetter).identifier
                == "subscriptSetIntMock")
        let keyword = WrapperName(stem: "`default`", role: .property)
        #expect(keyword.identifier == "`default`")
        #expect(keyword.bareIdentifier == "default")
    }

    @Test func membersWithoutAWrapperTakeNoNameAndAWrapperNeverTakesAMembers() {
        var property = member("title")
        property.hasWrapper = false
        let names = MockNaming.wrapperNames(
            of: [member("fetch", ["id"]), property, member("reload")],
            memberNames: ["fetch", "title", "reloadMock", "reload"])
        #expect(names.map { $0?.identifier } == ["fetchMock", nil, "reload2Mock"])
    }

    /// `resolvedMock`'s storage is `_resolvedMock`, which `_resolved()`'s wrapper cannot take.
    @Test func aWrapperNeverTakesTheStorageOfAnother() {
        let names = MockNaming.wrapperNames(
            of: [member("resolved"), member("_resolved")], memberNames: ["resolved", "_resolved"])
        #expect(names.map { $0?.identifier } == ["resolvedMock", "_resolved2Mock"])
    }

    @Test func theMockOfANestedProtocolIsNamedAfterItsPath() {
        #expect(MockNaming.mockName(ofPath: ["Outer", "`Delegate`"]) == "MockOuterDelegate")
        #expect(MockNaming.staticsHolder(of: "MockStore") == "MockStoreStaticMocks")
    }
}
