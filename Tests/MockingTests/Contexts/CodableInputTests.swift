import Foundation
import Testing

@testable import Mocking

// The saltzmanjoelh/mocking README has its users make these types Codable to wrap them in
// CodableInput; so do these tests.
// swift-format-ignore: AvoidRetroactiveConformances
extension URLResourceKey: @retroactive Codable {}
// swift-format-ignore: AvoidRetroactiveConformances
extension FileManager.DirectoryEnumerationOptions: @retroactive Codable {}

@Suite struct CodableInputTests {
    // MARK: Fidelity with JSONEncoder and JSONDecoder

    @Test(arguments: FidelityCase.all)
    func encodesAndDecodesAsJSONEncoderAndJSONDecoder(_ fidelityCase: FidelityCase) throws {
        try fidelityCase.check()
    }

    @Test func encodesAClassWithItsSuperclassAsJSONEncoder() throws {
        let value = Derived(a: 1, b: "two")
        let input = try CodableInput(value)
        #expect(input.data == (try sortedKeysEncoder().encode(value)))
        #expect(String(decoding: input.data, as: UTF8.self) == #"{"b":"two","super":{"a":1}}"#)
        let decoded: Derived = try input.decode()
        #expect(decoded == value)
    }

    @Test func encodesAValueThatMakesAnInputWhileItIsEncoded() throws {
        let value = WrapsAnInput(point: Point.example)
        let input = try CodableInput(value)
        #expect(input.data == (try sortedKeysEncoder().encode(value)))
        #expect(try CodableInput(Point.example).data == sortedKeysEncoder().encode(Point.example))
    }

    // MARK: Encoding errors

    @Test func throwsForATopLevelValueThatEncodesNothing() throws {
        #expect(throws: EncodingError.self) { try sortedKeysEncoder().encode(EncodesNothing()) }
        let error = #expect(throws: EncodingError.self) { try CodableInput(EncodesNothing()) }
        let (value, context) = try #require(error.flatMap(invalidValue))
        #expect(value is EncodesNothing)
        #expect(context.debugDescription.contains("EncodesNothing"))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func throwsForANonFiniteDouble(_ number: Double) throws {
        #expect(throws: EncodingError.self) { try sortedKeysEncoder().encode(number) }
        let error = #expect(throws: EncodingError.self) { try CodableInput(number) }
        let (value, context) = try #require(error.flatMap(invalidValue))
        #expect((value as? Double)?.isFinite == false)
        #expect(context.debugDescription.contains("Double.\(number)"))
        #expect(context.codingPath.isEmpty)
    }

    @Test func namesWhereItFoundANonFiniteNumber() throws {
        let point = Point(name: "p", count: 1, ratio: .infinity)
        let expected = #expect(throws: EncodingError.self) { try sortedKeysEncoder().encode(point) }
        let error = #expect(throws: EncodingError.self) { try CodableInput(point) }
        let context = try #require(error.flatMap(invalidValue)?.context)
        #expect(context.codingPath.map(\.stringValue) == ["ratio"])
        let expectedContext = try #require(expected.flatMap(invalidValue)?.context)
        #expect(
            context.codingPath.map(\.stringValue) == expectedContext.codingPath.map(\.stringValue))

        let floats: [Float] = [1, .nan]
        let arrayError = #expect(throws: EncodingError.self) { try CodableInput(floats) }
        let arrayContext = try #require(arrayError.flatMap(invalidValue)?.context)
        #expect(arrayContext.codingPath.map(\.intValue) == [1])
        #expect(arrayContext.debugDescription.contains("Float.nan"))
    }

    @Test func passesOnTheErrorsOfTheValue() {
        #expect(throws: FailingValue.Failure.self) { try CodableInput(FailingValue()) }
        #expect(throws: FailingValue.Failure.self) { try CodableInput([FailingValue()]) }
    }

    // MARK: Decoding errors

    @Test func throwsTheDecodingErrorOfJSONDecoder() throws {
        let input = try CodableInput(["name": "p", "count": "three"])
        let error = #expect(throws: DecodingError.self) { let _: Point = try input.decode() }
        #expect(error.map(kind) == "typeMismatch")
        #expect(error.map(codingPath) == ["count"])
        #expect(throws: DecodingError.self) { let _: Int = try CodableInput(String?.none).decode() }
    }

    // MARK: JSON-compatible values

    @Test func encodesAJSONCompatibleValueAsTheSameCodableValue() throws {
        #expect(try CodableInput(anyValue: ["a": 1]) == CodableInput(["a": 1]))
        #expect(try CodableInput(anyValue: [1.5, 2]) == CodableInput([1.5, 2]))
        #expect(try CodableInput(anyValue: "x") == CodableInput("x"))
        #expect(try CodableInput(anyValue: true) == CodableInput(true))
        #expect(try CodableInput(anyValue: nil) == CodableInput(String?.none))
        #expect(try CodableInput(anyValue: NSNull()) == CodableInput(String?.none))
        let nested: [String: Any] = ["b": [1, 2], "a": ["c": "d/e"], "n": NSNull()]
        let codable: [String: Nested] = [
            "b": .array([.int(1), .int(2)]), "a": .object(["c": .string("d/e")]), "n": .null,
        ]
        #expect(try CodableInput(anyValue: nested) == CodableInput(codable))
    }

    @Test(arguments: AnyValueCase.all)
    func encodesAJSONCompatibleValueAsJSONSerialization(_ anyValueCase: AnyValueCase) throws {
        let value = anyValueCase.value()
        let expected = try JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        let input = try CodableInput(anyValue: value)
        #expect(
            String(decoding: input.data, as: UTF8.self) == String(decoding: expected, as: UTF8.self)
        )
    }

    @Test func sortsKeysAsJSONEncoderDoes() throws {
        let keys = ["b": 1, "B": 2, "a10": 3, "a2": 4, "é": 5]
        let input = try CodableInput(anyValue: keys)
        #expect(input == (try CodableInput(keys)))
        #expect(
            String(decoding: input.data, as: UTF8.self) == #"{"B":2,"a10":3,"a2":4,"b":1,"é":5}"#)
    }

    @Test func encodesStringBackedKeysByTheirRawValue() throws {
        let attributes: [FileAttributeKey: Any] = [.posixPermissions: 0o644, .size: 12]
        let input = try CodableInput(anyValue: attributes)
        #expect(
            String(decoding: input.data, as: UTF8.self)
                == #"{"NSFilePosixPermissions":420,"NSFileSize":12}"#)
    }

    @Test func throwsNamingAValueJSONCannotHold() throws {
        let date = Date(timeIntervalSinceReferenceDate: 0)
        let error = #expect(throws: EncodingError.self) {
            try CodableInput(anyValue: [FileAttributeKey.modificationDate: date])
        }
        let (value, context) = try #require(error.flatMap(invalidValue))
        #expect(value as? Date == date)
        #expect(context.debugDescription.contains(String(describing: date)))
        #expect(context.debugDescription.contains("Date"))
        #expect(
            context.codingPath.map(\.stringValue) == [FileAttributeKey.modificationDate.rawValue])
    }

    @Test func throwsNamingAKeyThatIsNotAString() throws {
        let error = #expect(throws: EncodingError.self) { try CodableInput(anyValue: [7: "seven"]) }
        let context = try #require(error.flatMap(invalidValue)?.context)
        #expect(context.debugDescription.contains("7 is a Int"))
    }

    @Test func throwsNamingANonFiniteNumberInAJSONCompatibleValue() throws {
        let error = #expect(throws: EncodingError.self) {
            try CodableInput(anyValue: ["list": [1, Double.infinity]])
        }
        let (value, context) = try #require(error.flatMap(invalidValue))
        #expect(value as? Double == .infinity)
        #expect(context.debugDescription.contains("Double.inf"))
        #expect(context.codingPath.map(\.stringValue) == ["list", "Index 1"])
    }

    @Test func encodesNumbersOfEveryKind() throws {
        let values: [Any] = [
            Int8(-8), Int16(16), Int32(32), Int64(64), UInt(1), UInt8(8), UInt16(16), UInt32(32),
            UInt64.max, Float(0.5), NSNumber(value: 2.5), NSNumber(value: true),
            NSNumber(value: UInt64.max), NSDecimalNumber(string: "3.14159265358979323846"),
        ]
        let input = try CodableInput(anyValue: values)
        #expect(
            String(decoding: input.data, as: UTF8.self)
                == "[-8,16,32,64,1,8,16,32,18446744073709551615,0.5,2.5,true,18446744073709551615,3.14159265358979323846]"
        )
    }

    @Test func encodesADecimalAsTheSameCodableValue() throws {
        #expect(try CodableInput(anyValue: Decimal(1)) == CodableInput(Decimal(1)))
        let price = try #require(Decimal(string: "19.99"))
        #expect(try CodableInput(anyValue: ["price": price]) == CodableInput(["price": price]))
        #expect(try CodableInput(anyValue: ["price": price]).decode() == ["price": price])
    }

    @Test func encodesObjectsOfFoundationAsTheirValues() throws {
        let array = NSMutableArray(array: [1, "two"])
        let dictionary = NSMutableDictionary(dictionary: ["list": array, "none": NSNull()])
        let input = try CodableInput(anyValue: dictionary)
        #expect(String(decoding: input.data, as: UTF8.self) == #"{"list":[1,"two"],"none":null}"#)
    }

    @Test func encodesTheSameObjectTwiceWhereItDoesNotContainItself() throws {
        let shared = NSMutableArray(array: [1])
        let input = try CodableInput(anyValue: [shared, shared, [shared]])
        #expect(String(decoding: input.data, as: UTF8.self) == "[[1],[1],[[1]]]")
    }

    @Test func encodesArraysAndDictionariesNested128Deep() throws {
        let input = try CodableInput(anyValue: nestedArrays(depth: 128))
        #expect(input.data.count == 2 * 128)
        #expect(try input.decode() is [Any])
        var dictionaries: [String: Any] = [:]
        for _ in 1..<128 { dictionaries = ["a": dictionaries] }
        #expect(try CodableInput(anyValue: dictionaries).data.count == 6 * 127 + 2)
        let error = #expect(throws: EncodingError.self) {
            try CodableInput(anyValue: nestedArrays(depth: 129))
        }
        let context = try #require(error.flatMap(invalidValue)?.context)
        #expect(context.debugDescription.contains("nested at most 128 deep"))
        #expect(context.codingPath.count == 128)
    }

    @Test func encodesWideValuesInTimeLinearInTheirSize() throws {
        let wide = (0..<100_000).map { ["index": $0] }
        let input = try CodableInput(anyValue: wide)
        #expect(input == (try CodableInput(wide)))
    }

    // MARK: Each in a process of its own, which must not crash

    // Exit tests run where a test can start a process.
    #if os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows)
    @Test(arguments: UnholdableValue.allCases)
    func throwsAClearErrorForAValueJSONCannotHold(_ unholdable: UnholdableValue) async {
        await #expect(processExitsWith: .success) { [unholdable] in
            try unholdable.check()
        }
    }

    @Test func encodesTheDeepestValueOnAThreadOfTheSmallestStack() async {
        // 512 KB: the stack of a secondary thread, and of a Swift concurrency thread, on Apple
        // platforms.
        await #expect(processExitsWith: .success) {
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                let input = try? CodableInput(anyValue: nestedArrays(depth: 128))
                if input?.data.count == 2 * 128, input?.description.isEmpty == false,
                    (try? input?.decode()) != nil
                {
                    finished.signal()
                }
            }
            thread.stackSize = 512 * 1024
            thread.start()
            guard finished.wait(timeout: .now() + 60) == .success else { exit(EXIT_FAILURE) }
        }
    }
    #endif

    // MARK: Decoding JSON-compatible values

    @Test func decodesNullAsNil() throws {
        #expect(try CodableInput(String?.none).decode() == nil)
        #expect(try CodableInput(anyValue: nil).decode() == nil)
    }

    @Test func decodesJSONCompatibleValuesAsJSONSerialization() throws {
        let profile = Profile.example
        let input = try CodableInput(profile)
        let decoded = try #require(try input.decode() as? NSObject)
        let expected = try #require(
            try JSONSerialization.jsonObject(with: input.data, options: .fragmentsAllowed)
                as? NSObject)
        #expect(decoded == expected)
    }

    @Test func decodesNumbersAsNSNumbersThatCastLikeJSONSerialization() throws {
        let input = try CodableInput(anyValue: [
            "int": 3, "double": 1.5, "bool": true, "big": UInt64.max, "string": "s",
            "null": NSNull(),
            "array": [1], "long": NSDecimalNumber(string: "3.14159265358979323846"),
        ])
        let object = try #require(try input.decode() as? [String: Any])
        #expect(object["int"] as? Int == 3)
        #expect(object["int"] as? Double == 3)
        #expect(object["double"] as? Double == 1.5)
        #expect(object["double"] as? Int == nil)
        #expect(object["bool"] as? Bool == true)
        #expect(object["big"] as? UInt64 == .max)
        #expect(object["string"] as? String == "s")
        #expect(object["null"] is NSNull)
        #expect((object["array"] as? [Any])?.first as? Int == 1)
        #expect(object["long"] is NSDecimalNumber)
        for (key, value) in object {
            let expected = try JSONSerialization.jsonObject(
                with: CodableInput(anyValue: value).data, options: .fragmentsAllowed)
            #expect(type(of: value) == type(of: expected), "\(key)")
        }
    }

    // MARK: Descriptions

    @Test func describesTheValue() throws {
        let url = URL(fileURLWithPath: "/tmp/a b")
        #expect(try CodableInput(url).description == String(describing: url))
        #expect(try CodableInput(Point.example).description == String(describing: Point.example))
        #expect(try CodableInput(42).description == "42")
        let keys: [URLResourceKey]? = [.isDirectoryKey]
        #expect(
            try CodableInput(keys).description
                == String(describing: [URLResourceKey.isDirectoryKey]))
    }

    @Test func describesOptionalsWithoutTheirOptionalLayers() throws {
        #expect(try CodableInput(String?.none).description == "nil")
        #expect(try CodableInput(String?.some("x")).description == "x")
        #expect(try CodableInput(String??.some(nil)).description == "nil")
        #expect(try CodableInput(anyValue: nil).description == "nil")
        #expect(try CodableInput(anyValue: String?.some("x")).description == "x")
        #expect(try CodableInput(anyValue: ["a": 1]).description == String(describing: ["a": 1]))
        #expect(try CodableInput(NotSendable(text: "x")).description == "x")
        #expect(try CodableInput(NotSendable?.none).description == "nil")
    }

    @Test func holdsTheDescriptionOfAValueJSONCannotHoldWhenAskedTo() throws {
        let date = Date(timeIntervalSince1970: 0)
        let input = CodableInput(describing: [date])
        #expect(input.description == String(describing: [date]))
        #expect(try input.decode() == String(describing: [date]))
        #expect(CodableInput(describing: nil) == (try CodableInput("nil")))
    }

    @Test func describesAnObjectAsItWasWhenEncoded() throws {
        let object = Counter(count: 1)
        let input = try CodableInput(object)
        object.count = 2
        #expect(input.description == "Counter 1")
        let decoded: Counter = try input.decode()
        #expect(decoded.count == 1)
    }

    @Test func describesAValueThatIsNotSendableAsItWasWhenEncoded() throws {
        let value = NotSendable(text: "before")
        let input = try CodableInput(value)
        value.text = "after"
        #expect(input.description == "before")
    }

    // MARK: Equality and hashing

    @Test func equalsAnInputExactlyWhenItsDataIsEqual() throws {
        let inputs =
            try FidelityCase.all.map { try $0.input() } + [
                CodableInput(1.0), CodableInput(Int64(1)), CodableInput("é"),
                CodableInput("e\u{301}"),
                CodableInput(anyValue: ["b": 1, "a": 2]), CodableInput(["a": 2, "b": 1]),
            ]
        for lhs in inputs {
            for rhs in inputs {
                #expect((lhs == rhs) == (lhs.data == rhs.data), "\(lhs) and \(rhs)")
                if lhs == rhs {
                    #expect(lhs.hashValue == rhs.hashValue, "\(lhs) and \(rhs)")
                }
            }
        }
    }

    @Test func comparesStringsByTheirBytesNotTheirCanonicalEquivalence() throws {
        #expect("é" == "e\u{301}")
        #expect(try CodableInput("é") != CodableInput("e\u{301}"))
        #expect(try CodableInput(["é": 1]) != CodableInput(["e\u{301}": 1]))
    }

    @Test func equalsAnInputOfTheSameNumberOfAnotherType() throws {
        #expect(try CodableInput(1) == CodableInput(1.0))
        #expect(try CodableInput(1) == CodableInput(UInt8(1)))
        #expect(try CodableInput(1) != CodableInput(1.5))
        #expect(try CodableInput(1) != CodableInput("1"))
    }

    @Test func equalsAnInputOfTheSameIntegerHoweverItWasMade() throws {
        let archive = try JSONEncoder().encode(CodableInput(0))
        let parsed = String(decoding: archive, as: UTF8.self).replacingOccurrences(
            of: #""data":"MA==""#, with: #""data":"\#(Data("-12".utf8).base64EncodedString())""#)
        let inputs = [
            try CodableInput(-12), try CodableInput(Int8(-12)), try CodableInput(-12.0),
            try CodableInput(Float(-12)), try CodableInput(Decimal(-12)),
            try CodableInput(anyValue: -12), try CodableInput(anyValue: NSNumber(value: -12)),
            try CodableInput(anyValue: NSNumber(value: -12.0)),
            try JSONDecoder().decode(CodableInput.self, from: Data(parsed.utf8)),
        ]
        for input in inputs {
            #expect(input == inputs[0], "\(input)")
            #expect(input.hashValue == inputs[0].hashValue, "\(input)")
            #expect(input.data == Data("-12".utf8), "\(input)")
            #expect(try input.decode() as Int == -12, "\(input)")
        }
    }

    @Test func equalsAnInputOfAnIntegerBeyondInt64OnlyWithTheSameDigits() throws {
        let large = UInt64(Int64.max) + 1
        #expect(try CodableInput(large) == CodableInput(Decimal(string: "9223372036854775808")))
        #expect(try CodableInput(large) == CodableInput(anyValue: NSNumber(value: large)))
        #expect(try CodableInput(large) != CodableInput(Int64.max))
        #expect(try CodableInput(large) != CodableInput(Double(large)))
        #expect(try CodableInput(Int64.max) == CodableInput(UInt64(Int64.max)))
        #expect(try CodableInput(-0.0) != CodableInput(0))
        #expect(try CodableInput(0.0) == CodableInput(0))
    }

    @Test func equalsAnInputOfAnEqualDictionaryBuiltInAnotherOrder() throws {
        var forward: [String: Int] = [:]
        var backward: [String: Int] = [:]
        for index in 0..<100 {
            forward["key\(index)"] = index
            backward["key\(99 - index)"] = 99 - index
        }
        let lhs = try CodableInput(forward)
        let rhs = try CodableInput(backward)
        #expect(lhs == rhs)
        #expect(lhs.hashValue == rhs.hashValue)
        #expect(Set([lhs, rhs]).count == 1)
    }

    @Test func distinguishesInputsInASet() throws {
        let inputs: Set = [
            try CodableInput(1), try CodableInput("1"), try CodableInput([1]),
            try CodableInput(1.0),
        ]
        #expect(inputs.count == 3)
    }

    // MARK: Codable

    @Test(arguments: FidelityCase.all)
    func roundTripsThroughCodable(_ fidelityCase: FidelityCase) throws {
        let input = try fidelityCase.input()
        let archived = try JSONEncoder().encode(input)
        let restored = try JSONDecoder().decode(CodableInput.self, from: archived)
        #expect(restored == input)
        #expect(restored.data == input.data)
        #expect(restored.description == input.description)
    }

    @Test func restoresTheSavedDataAsItWasSaved() throws {
        let saved = Data(#"{"a":null,"b":[1,2.5e3,"\u00e9"]}"#.utf8)
        let archive = #"{"data":"\#(saved.base64EncodedString())","description":"old"}"#
        let input = try JSONDecoder().decode(CodableInput.self, from: Data(archive.utf8))
        #expect(input.data == saved)
        #expect(input.description == "old")
    }

    @Test(arguments: ["{", "[1e400]", "NaN"])
    func throwsDecodingAnArchiveWhoseDataIsNotJSON(_ saved: String) throws {
        let archive = #"{"data":"\#(Data(saved.utf8).base64EncodedString())","description":""}"#
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CodableInput.self, from: Data(archive.utf8))
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("Expected dataCorrupted, but got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["data"])
        #expect(context.underlyingError != nil)
    }

    // MARK: EquatableTuple

    @Test func packsArgumentsOfDifferentTypesAsTheSaltzmanjoelhMockingReadmeShows() throws {
        let files = MockDirectoryLister()
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        let keys: [URLResourceKey]? = [.isDirectoryKey, .fileSizeKey]
        files.contentsOfDirectoryAtUrlMock = { tuple in
            let url: URL = try tuple.inputs[0].decode()
            let keys: [URLResourceKey]? = try tuple.inputs[1].decode()
            let mask: FileManager.DirectoryEnumerationOptions = try tuple.inputs[2].decode()
            return [url.appendingPathComponent("\(keys?.count ?? 0)-\(mask.rawValue)")]
        }

        let contents = try files.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: keys, options: .skipsHiddenFiles)

        #expect(
            contents == [
                folder.appendingPathComponent(
                    "2-\(FileManager.DirectoryEnumerationOptions.skipsHiddenFiles.rawValue)")
            ])
        let expected = EquatableTuple([
            try CodableInput(folder), try CodableInput(keys),
            try CodableInput(FileManager.DirectoryEnumerationOptions.skipsHiddenFiles),
        ])
        #expect(files.$contentsOfDirectoryAtUrlMock.wasCalled(with: expected))
        #expect(files.$contentsOfDirectoryAtUrlMock.wasCalled(with: folder))
        #expect(files.$contentsOfDirectoryAtUrlMock.wasCalled(with: keys))
        #expect(
            !files.$contentsOfDirectoryAtUrlMock.wasCalled(with: folder.appendingPathComponent("x"))
        )
        #expect(
            !files.$contentsOfDirectoryAtUrlMock.wasCalled(with: [URLResourceKey.isDirectoryKey]))
    }

    @Test func packsValuesOfOneTypeWithEncoding() throws {
        let tuple = try EquatableTuple(encoding: ["a", "b"])
        #expect(tuple == EquatableTuple([try CodableInput("a"), try CodableInput("b")]))
        #expect(tuple.description == "(a, b)")
    }

    // MARK: Concurrency

    @Test func isSafeToCreateCompareAndDecodeFromManyTasks() async throws {
        let shared = try CodableInput(Profile.example)
        let matches = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    let input = try CodableInput(Profile.example)
                    let decoded: Profile = try shared.decode()
                    return input == shared && decoded == Profile.example
                        && input.hashValue == shared.hashValue && input.data == shared.data
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(matches == Array(repeating: true, count: 64))
    }
}

// MARK: - Cases

/// A value encoded by `CodableInput` and by `JSONEncoder`, then decoded by both decoders.
struct FidelityCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let check: @Sendable () throws -> Void
    let input: @Sendable () throws -> CodableInput

    /// - Parameter roundTrips: Whether the value decodes back into an equal value; a relative URL
    ///   decodes into an absolute one.
    init<Value: Codable & Equatable & Sendable>(
        _ name: String, _ value: Value, roundTrips: Bool = true
    ) {
        testDescription = name
        check = {
            let expected = try sortedKeysEncoder().encode(value)
            let input = try CodableInput(value)
            #expect(
                String(decoding: input.data, as: UTF8.self)
                    == String(decoding: expected, as: UTF8.self), "\(name)")
            #expect(input.data == expected, "\(name)")
            let decoded: Value = try input.decode()
            #expect(decoded == (try JSONDecoder().decode(Value.self, from: expected)), "\(name)")
            if roundTrips {
                #expect(decoded == value, "\(name)")
            }
        }
        input = { try CodableInput(value) }
    }

    static let all: [FidelityCase] =
        [
            FidelityCase("Int", [0, 1, -1, .max, .min]),
            FidelityCase("Int8", [Int8.min, Int8.max]),
            FidelityCase("UInt64", [UInt64.min, UInt64.max]),
            FidelityCase("Int32 and UInt16", Pair(first: Int32.min, second: UInt16.max)),
            FidelityCase("Int top-level", 42),
            FidelityCase("Int64 at its edges", [Int64.min, .min + 1, -10, 0, 10, .max - 1, .max]),
            FidelityCase(
                "UInt64 beyond Int64", [UInt64(Int64.max), UInt64(Int64.max) + 1, .max - 1, .max]),
            FidelityCase("UInt at its edges", [UInt.min, UInt.max]),
            FidelityCase("Int64.min top-level", Int64.min),
            FidelityCase("UInt64.max top-level", UInt64.max),
            FidelityCase(
                "Doubles with integer values",
                [
                    -0.0, 3, -3, 0x1p53, 0x1p53 + 2, 1e15, -1e15, 1e16, 0x1p63, -0x1p63, 0x1p64,
                    1e300, 123_456_789,
                ]),
            FidelityCase("Negative zero top-level", -0.0),
            FidelityCase("Floats with integer values", [Float(3), 16_777_216, 0x1p63, -0.0]),
            FidelityCase(
                "Double",
                [
                    0, -0.0, 1, 0.1, -2.5, 123.456, 1e16, 1e-5, .leastNonzeroMagnitude,
                    .greatestFiniteMagnitude, 1 / 3,
                ]),
            FidelityCase("Double top-level", 0.1),
            FidelityCase(
                "Float", [Float(1.1), 16_777_216, 3.4e38, .leastNonzeroMagnitude, -0.0, 0.5]),
            FidelityCase("Bool", [true, false]),
            FidelityCase("String", "hello, world"),
            FidelityCase(
                "Strings with escapes",
                [
                    "", "a/b", "http://x.y/z?q=1", "quote \" back\\slash", "\u{0}\u{1}\u{1f}\u{7f}",
                    "\n\r\t\u{8}\u{c}\u{b}", "</script>",
                ]),
            FidelityCase(
                "Unicode strings", ["é", "e\u{301}", "😀", "日本語", "\u{2028}\u{2029}", "\u{FEFF}"]),
            FidelityCase("Long string", String(repeating: "abc/def\"", count: 200)),
            FidelityCase("Optional nil", String?.none),
            FidelityCase("Optional some", Int?.some(3)),
            FidelityCase("Array of optionals", [1, nil, 3] as [Int?]),
            FidelityCase("Empty array", [Int]()),
            FidelityCase("Nested arrays", [[1, 2], [], [3]]),
            FidelityCase("Strings array", ["a", "b", "c"] as [String]?),
            FidelityCase("Struct", Point.example),
            FidelityCase("Nested struct", Profile.example),
            FidelityCase("Struct with nil optional", Profile.withoutNickname),
            FidelityCase("Enum with String raw values", [Color.red, .green]),
            FidelityCase("Enum with Int raw values", [Level.low, .high]),
            FidelityCase(
                "Enum with associated values",
                [
                    Shape.circle(radius: 1.5), .square(side: 2, label: nil),
                    .square(side: 3, label: "x"), .empty,
                ]),
            FidelityCase(
                "OptionSet",
                [
                    FileManager.DirectoryEnumerationOptions.skipsHiddenFiles,
                    .skipsPackageDescendants,
                ]),
            FidelityCase("Empty OptionSet", FileManager.DirectoryEnumerationOptions()),
            FidelityCase("File URL", URL(fileURLWithPath: "/tmp/some folder/file.txt")),
            FidelityCase("Web URL", URL(string: "https://example.com/a/b?q=1&r=%20#frag")),
            FidelityCase(
                "Relative URL",
                URL(string: "c/d", relativeTo: URL(string: "https://example.com/a/")),
                roundTrips: false),
            FidelityCase("URL top-level", URL(fileURLWithPath: "/")),
            FidelityCase(
                "Date",
                [
                    Date(timeIntervalSinceReferenceDate: 12.5), Date(timeIntervalSince1970: 0),
                    .distantFuture,
                ]),
            FidelityCase("Date top-level", Date(timeIntervalSinceReferenceDate: -1)),
            FidelityCase("Data", [Data(), Data([0, 1, 2, 255]), Data(repeating: 7, count: 100)]),
            FidelityCase("Data top-level", Data("hello".utf8)),
            FidelityCase(
                "Decimal",
                [
                    Decimal(string: "3.14159265358979323846"), Decimal(1) / Decimal(3), Decimal(0),
                    Decimal(-12), Decimal(string: "1e30"),
                ]),
            FidelityCase("Decimal top-level", Decimal(sign: .minus, exponent: -1, significand: 1)),
            FidelityCase(
                "Dictionary with String keys",
                ["b": 1, "a": 2, "B": 3, "a10": 4, "a2": 5, "é": 6, "z": 7, "": 8, "/": 9]),
            FidelityCase("Dictionary with Int keys", [2: "x", 10: "y", -1: "z"]),
            FidelityCase("Dictionary with Bool keys", [true: 1]),
            FidelityCase("Dictionary of structs", ["origin": Point.example]),
            FidelityCase(
                "Large dictionary",
                Dictionary(uniqueKeysWithValues: (0..<50).map { ("k\($0)", $0) })),
            FidelityCase(
                "URLResourceKey array",
                [URLResourceKey.isDirectoryKey, .fileSizeKey] as [URLResourceKey]?),
            FidelityCase("URLResourceKey array nil", [URLResourceKey]?.none),
            FidelityCase(
                "Nested containers", NestedContainers(name: "n", values: [1, 2], flag: true)),
        ] + int128Cases

    private static var int128Cases: [FidelityCase] {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
            return []
        }
        return [FidelityCase("Int128", Int128.min), FidelityCase("UInt128", [UInt128.max, 0])]
    }
}

/// A value that `CodableInput(anyValue:)` must refuse with an `EncodingError.invalidValue` that
/// names the problem and where it is.
enum UnholdableValue: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
    case date
    case object
    case closure
    case integerKey
    case notANumber
    case infinity
    case decimalNotANumber
    case arraysNested10000Deep
    case dictionariesNested10000Deep
    case arrayThatContainsItself
    case dictionaryThatContainsItself
    case arrayThatContainsItselfThroughASwiftArray

    var testDescription: String { rawValue }

    /// Throws `Mismatch` unless the value is refused as it should be.
    func check() throws {
        let (value, words, path): (Any?, [String], [String])
        switch self {
        case .date:
            (value, words, path) = (
                ["when": [Date(timeIntervalSince1970: 0)]], ["Date"], ["when", "Index 0"]
            )
        case .object:
            (value, words, path) = ([NSObject()], ["NSObject"], ["Index 0"])
        case .closure:
            let closure: @Sendable () -> Void = {}
            (value, words, path) = (["run": closure], ["() -> ()"], ["run"])
        case .integerKey:
            (value, words, path) = (
                ["table": [7: "seven"]], ["keys are strings", "7 is a Int"], ["table"]
            )
        case .notANumber:
            (value, words, path) = ([1, Double.nan], ["Double.nan"], ["Index 1"])
        case .infinity:
            (value, words, path) = (["ratio": Float.infinity], ["Float.inf"], ["ratio"])
        case .decimalNotANumber:
            (value, words, path) = ([Decimal.nan], ["Decimal.NaN"], ["Index 0"])
        case .arraysNested10000Deep:
            (value, words, path) = (
                nestedArrays(depth: 10_000), ["nested at most 128 deep"],
                Array(repeating: "Index 0", count: 128)
            )
        case .dictionariesNested10000Deep:
            var nested: [String: Any] = [:]
            for _ in 1..<10_000 { nested = ["a": nested] }
            (value, words, path) = (
                nested, ["nested at most 128 deep"], Array(repeating: "a", count: 128)
            )
        case .arrayThatContainsItself:
            let array = NSMutableArray(array: [1])
            array.add(array)
            (value, words, path) = (array, ["contains itself"], ["Index 1"])
        case .dictionaryThatContainsItself:
            let dictionary = NSMutableDictionary()
            dictionary["self"] = dictionary
            (value, words, path) = (["outer": dictionary], ["contains itself"], ["outer", "self"])
        case .arrayThatContainsItselfThroughASwiftArray:
            let array = NSMutableArray()
            array.add([0, array])
            (value, words, path) = (array, ["contains itself"], ["Index 0", "Index 1"])
        }
        do {
            _ = try CodableInput(anyValue: value)
            throw Mismatch("Expected an error for \(self), but the value was encoded.")
        } catch EncodingError.invalidValue(_, let context) {
            let description = context.debugDescription
            guard words.allSatisfy(description.contains) else {
                throw Mismatch("Expected \(words) in the description, but it is \(description)")
            }
            let codingPath = context.codingPath.map(\.stringValue)
            guard codingPath == path else {
                throw Mismatch("Expected the path \(path), but it is \(codingPath)")
            }
        }
    }

    struct Mismatch: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }
}

/// A JSON-compatible value that `JSONSerialization` accepts.
struct AnyValueCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let value: @Sendable () -> Any

    static let all: [AnyValueCase] = [
        AnyValueCase(testDescription: "string", value: { "a/b\"c\\d\u{1}\n\té😀" }),
        AnyValueCase(testDescription: "integers", value: { [0, -1, Int.max, Int.min] }),
        AnyValueCase(testDescription: "doubles", value: { [0.1, 1.0, -0.0, 1e16, 1e-5, 123.456] }),
        AnyValueCase(testDescription: "booleans", value: { [true, false] }),
        AnyValueCase(testDescription: "null", value: { NSNull() }),
        AnyValueCase(
            testDescription: "dictionary",
            value: { ["b": 1, "a": ["c": [NSNull(), "x"]], "c/d": true, "é": 0.5, "ab": 1] }),
        AnyValueCase(
            testDescription: "NSNumbers",
            value: { [NSNumber(value: 1), NSNumber(value: 1.5), NSNumber(value: false)] }),
    ]
}

// MARK: - Helpers

private func sortedKeysEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
}

/// `depth` arrays, each the only element of the one around it.
func nestedArrays(depth: Int) -> Any {
    var nested: [Any] = []
    for _ in 1..<depth { nested = [nested] }
    return nested
}

private func invalidValue(_ error: EncodingError) -> (value: Any, context: EncodingError.Context)? {
    guard case .invalidValue(let value, let context) = error else { return nil }
    return (value, context)
}

private func kind(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch: "typeMismatch"
    case .valueNotFound: "valueNotFound"
    case .keyNotFound: "keyNotFound"
    case .dataCorrupted: "dataCorrupted"
    @unknown default: "unknown"
    }
}

private func codingPath(_ error: DecodingError) -> [String] {
    let context: DecodingError.Context
    switch error {
    case .typeMismatch(_, let errorContext), .valueNotFound(_, let errorContext),
        .keyNotFound(_, let errorContext), .dataCorrupted(let errorContext):
        context = errorContext
    @unknown default:
        return []
    }
    return context.codingPath.map(\.stringValue)
}

// MARK: - Test types

private struct Point: Codable, Equatable, Sendable {
    var name: String
    var count: Int
    var ratio: Double

    static let example = Point(name: "abc", count: 3, ratio: 0.5)
}

private enum Color: String, Codable, Sendable {
    case red
    case green
}

private enum Level: Int, Codable, Sendable {
    case low = 1
    case high = 10
}

private enum Shape: Codable, Equatable, Sendable {
    case circle(radius: Double)
    case square(side: Int, label: String?)
    case empty
}

private struct Profile: Codable, Equatable, Sendable {
    var id: Int
    var nickname: String?
    var tags: [String]
    var home: URL
    var created: Date
    var avatar: Data
    var balance: Decimal
    var color: Color
    var level: Level
    var origin: Point
    var scores: [String: Int]
    var options: FileManager.DirectoryEnumerationOptions
    var shape: Shape
    var flags: [Bool?]

    static let example = Profile(
        id: 7, nickname: "seven/7", tags: ["a", "b"], home: URL(fileURLWithPath: "/home/seven"),
        created: Date(timeIntervalSinceReferenceDate: 1000.25), avatar: Data([1, 2, 3]),
        balance: Decimal(sign: .plus, exponent: -2, significand: 1234), color: .green, level: .high,
        origin: .example,
        scores: ["math": 1, "art": 2], options: [.skipsHiddenFiles],
        shape: .square(side: 1, label: "s"),
        flags: [true, nil, false])

    static let withoutNickname = {
        var profile = example
        profile.nickname = nil
        return profile
    }()
}

private struct Pair<First: Codable & Equatable & Sendable, Second: Codable & Equatable & Sendable>:
    Codable, Equatable, Sendable
{
    var first: First
    var second: Second

    init(first: First, second: Second) {
        self.first = first
        self.second = second
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        first = try container.decode(First.self)
        second = try container.decode(Second.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(first)
        try container.encode(second)
    }
}

private struct Wrapper<Inner: Codable & Sendable>: Codable, Sendable {
    var inner: Inner
}

/// A JSON value for building dictionaries of mixed values in tests.
private enum Nested: Codable, Equatable, Sendable {
    case int(Int)
    case string(String)
    case array([Nested])
    case object([String: Nested])
    case null

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let int): try container.encode(int)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        case .null: try container.encodeNil()
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([Nested].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: Nested].self))
        }
    }
}

/// Encodes through nested keyed and unkeyed containers.
private struct NestedContainers: Codable, Equatable, Sendable {
    var name: String
    var values: [Int]
    var flag: Bool

    private enum CodingKeys: String, CodingKey {
        case outer
        case list
    }

    private enum InnerKeys: String, CodingKey {
        case name
        case flag
    }

    init(name: String, values: [Int], flag: Bool) {
        self.name = name
        self.values = values
        self.flag = flag
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let outer = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .outer)
        name = try outer.decode(String.self, forKey: .name)
        flag = try outer.decode(Bool.self, forKey: .flag)
        var list = try container.nestedUnkeyedContainer(forKey: .list)
        var values: [Int] = []
        while !list.isAtEnd {
            var pair = try list.nestedUnkeyedContainer()
            values.append(try pair.decode(Int.self))
        }
        self.values = values
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var outer = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .outer)
        try outer.encode(name, forKey: .name)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        for value in values {
            var pair = list.nestedUnkeyedContainer()
            try pair.encode(value)
        }
        var sameOuter = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .outer)
        try sameOuter.encode(flag, forKey: .flag)
    }
}

private class Base: Codable {
    var a: Int

    init(a: Int) {
        self.a = a
    }
}

private final class Derived: Base, Equatable {
    var b: String

    private enum CodingKeys: String, CodingKey {
        case b
    }

    init(a: Int, b: String) {
        self.b = b
        super.init(a: a)
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        b = try container.decode(String.self, forKey: .b)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(b, forKey: .b)
        try super.encode(to: container.superEncoder())
    }

    static func == (lhs: Derived, rhs: Derived) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b
    }
}

/// Makes an input of its point while it is encoded, and encodes both.
private struct WrapsAnInput: Encodable {
    var point: Point

    private enum CodingKeys: String, CodingKey {
        case point
        case input
    }

    func encode(to encoder: any Encoder) throws {
        let input = try CodableInput(point)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(point, forKey: .point)
        try container.encode(input, forKey: .input)
    }
}

private struct EncodesNothing: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {}
}

private struct FailingValue: Encodable {
    struct Failure: Error {}

    func encode(to encoder: any Encoder) throws {
        throw Failure()
    }
}

private final class Counter: Codable, CustomStringConvertible, @unchecked Sendable {
    // NB: Only one test uses a counter, from one task.
    var count: Int

    init(count: Int) {
        self.count = count
    }

    var description: String { "Counter \(count)" }
}

/// A value type that is not `Sendable`, so it is described when encoded.
private final class NotSendableBox {
    var text: String

    init(text: String) {
        self.text = text
    }
}

private struct NotSendable: Codable, CustomStringConvertible {
    private let box: NotSendableBox

    init(text: String) {
        box = NotSendableBox(text: text)
    }

    var text: String {
        get { box.text }
        nonmutating set { box.text = newValue }
    }

    var description: String { text }

    init(from decoder: any Decoder) throws {
        self.init(text: try decoder.singleValueContainer().decode(String.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// The saltzmanjoelh/mocking README's mock of
/// `contentsOfDirectory(at:includingPropertiesForKeys:options:)`.
private final class MockDirectoryLister {
    func contentsOfDirectory(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions = []
    ) throws -> [URL] {
        let context = EquatableTuple([
            try CodableInput(url), try CodableInput(keys), try CodableInput(mask),
        ])
        return try $contentsOfDirectoryAtUrlMock.getValue(context)
    }

    @ThrowingMock var contentsOfDirectoryAtUrlMock = {
        (tuple: EquatableTuple<CodableInput>) throws in
        try FileManager.default.contentsOfDirectory(
            at: try tuple.inputs[0].decode(),
            includingPropertiesForKeys: try tuple.inputs[1].decode(),
            options: try tuple.inputs[2].decode())
    }
}
