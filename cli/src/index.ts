console.log("statement");
